<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AutosaveController</name>
    <message>
        <location filename="../ui/autosave_controller.py" line="+40"/>
        <source>Autosave is off: {error}</source>
        <translation>Sauvegarde automatique désactivée : {error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Autosave failed: {error}</source>
        <translation>Échec de la sauvegarde automatique : {error}</translation>
    </message>
</context>
<context>
    <name>Combat</name>
    <message>
        <location filename="../ui/combat/order_rows.py" line="+15"/>
        <source>flat-footed</source>
        <translation>pris au dépourvu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surprised</source>
        <translation>surpris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>readied</source>
        <translation>action préparée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delaying</source>
        <translation>retarde son action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not rolled</source>
        <translation>initiative non lancée</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>readied: {trigger}</source>
        <translation>action préparée : {trigger}</translation>
    </message>
    <message>
        <location filename="../ui/combat/turn_summary.py" line="+16"/>
        <source>standard</source>
        <translation>action simple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move</source>
        <translation>action de mouvement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full round</source>
        <translation>action complexe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5-ft step</source>
        <translation>pas de placement</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No combat: Start combat (Ctrl+Shift+C)</source>
        <translation>Pas de combat : Commencer le combat (Ctrl+Maj+C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat over</source>
        <translation>Combat terminé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>surprise round due</source>
        <translation>round de surprise à venir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no surprise round</source>
        <translation>pas de round de surprise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup · {need} to roll · {surprise} · Space begins</source>
        <translation>Préparation · {need} à lancer · {surprise} · Espace pour commencer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · pre-contact rounds: {n}</source>
        <translation> · rounds avant le contact : {n}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round} · attitudes and splits</source>
        <translation>Round {round} · attitudes et répartitions</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Surprise round · {names} acts</source>
        <translation>Round de surprise · {names} agit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} · {names} acts</source>
        <translation>Round {round} · {names} agit</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{name}: {a} action dice, {r} reaction dice left</source>
        <translation>{name} : reste {a} dés d&apos;action, {r} dés de réaction</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>up to {distance} more</source>
        <translation>encore {distance} au plus</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a 5-ft step</source>
        <translation>un pas de placement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no more movement</source>
        <translation>plus de déplacement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: moved {distance}; {reach}; left: {left}</source>
        <translation>{name} : déplacé de {distance} ; {reach} ; reste : {left}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>free actions only</source>
        <translation>actions libres seulement</translation>
    </message>
</context>
<context>
    <name>CombatActions</name>
    <message>
        <location filename="../ui/combat/actions.py" line="+38"/>
        <source>Start combat…</source>
        <translation>Commencer le combat…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose who fights and who is aware</source>
        <translation>Choisir qui combat et qui est conscient de l&apos;adversaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Begin (roll all)</source>
        <translation>Tout lancer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll initiative for whoever must and begin</source>
        <translation>Lancer l&apos;initiative de ceux qui doivent le faire, puis commencer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type rolls…</source>
        <translation>Saisir les jets…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type in the d20s rolled at the table</source>
        <translation>Saisir les d20 lancés à la table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End this turn (begins a combat in setup)</source>
        <translation>Finir ce tour (commence un combat en préparation)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standard done</source>
        <translation>Action simple faite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The active creature used its standard action</source>
        <translation>La créature active a utilisé son action simple</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Full-round done</source>
        <translation>Action complexe faite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The active creature used a full round</source>
        <translation>La créature active a utilisé une action complexe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ready…</source>
        <translation>Préparer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The active creature readies an action against a trigger</source>
        <translation>La créature active prépare une action en attendant un signal</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Trigger now</source>
        <translation>Déclencher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The readied creature acts now, before the actor</source>
        <translation>La créature qui a préparé son action agit maintenant, avant celle dont c&apos;est le tour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delay</source>
        <translation>Retarder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The active creature delays; its turn passes</source>
        <translation>La créature active retarde son action ; son tour passe</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+234"/>
        <source>Delay until…</source>
        <translation>Retarder jusqu’à…</translation>
    </message>
    <message>
        <location line="-232"/>
        <source>The active creature delays until just before a creature you name</source>
        <translation>La créature active retarde son action juste avant la créature choisie</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+238"/>
        <source>Pre-contact round</source>
        <translation>Round avant le contact</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Count a round before contact: the aware act freely, no initiative yet</source>
        <translation>Compter un round avant le contact : les créatures averties agissent librement, sans initiative</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Act now</source>
        <translation>Agir maintenant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The delaying creature acts now, before the next turn</source>
        <translation>La créature qui retarde son action agit maintenant, avant le tour suivant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-roll now</source>
        <translation>Tout relancer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone rolls initiative anew</source>
        <translation>Chacun relance son initiative</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join…</source>
        <translation>Rejoindre…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A creature on the map joins the fight</source>
        <translation>Une créature de la carte rejoint le combat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the selected creature out of the fight</source>
        <translation>Retirer du combat la créature sélectionnée</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+249"/>
        <source>End combat</source>
        <translation>Finir le combat</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>The fight is over</source>
        <translation>Le combat est terminé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard action: {name}</source>
        <translation>Action simple : {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move action: {name}</source>
        <translation>Action de mouvement : {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full-round action: {name}</source>
        <translation>Action complexe : {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free action: {name}</source>
        <translation>Action libre : {name}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>No turn is running</source>
        <translation>Aucun tour en cours</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Select the creature that {what}</source>
        <translation>Sélectionner la créature qui {what}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody {what}</source>
        <translation>Aucune créature qui {what}</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Start combat</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Begin combat</source>
        <translation>Lancer le combat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody needs to roll initiative now</source>
        <translation>Personne n&apos;a d&apos;initiative à lancer</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Ready: {name}</source>
        <translation>Préparer : {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has a readied action</source>
        <translation>a une action préparée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Readied action: {name}</source>
        <translation>Action préparée : {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name} acts just before:</source>
        <translation>{name} agit juste avant :</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is delaying</source>
        <translation>retarde son action</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Act now: {name}</source>
        <translation>Agir maintenant : {name}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Every creature on the map is already in the fight</source>
        <translation>Toutes les créatures de la carte combattent déjà</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Select a creature in the fight to remove it</source>
        <translation>Sélectionner une créature du combat pour la retirer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove from combat: {name}</source>
        <translation>Retirer du combat : {name}</translation>
    </message>
</context>
<context>
    <name>CombatUi</name>
    <message>
        <location filename="../ui/combat/combat_ui.py" line="+30"/>
        <source>Follow the GM&apos;s view</source>
        <translation>Suivre la vue du MJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the active creature</source>
        <translation>Suivre la créature active</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay put</source>
        <translation>Ne pas bouger</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;Combat</source>
        <translation>&amp;Combat</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Centre on the active creature</source>
        <translation>Centrer sur la créature active</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player view</source>
        <translation>Vue des joueurs</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Player view full screen</source>
        <translation>Vue des joueurs en plein écran</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player view on screen</source>
        <translation>Vue des joueurs sur l&apos;écran</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player view follows</source>
        <translation>La vue des joueurs suit</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Calibrate the player screen…</source>
        <translation>Étalonner l&apos;écran des joueurs…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fog the whole map</source>
        <translation>Brouillard sur toute la carte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear the fog</source>
        <translation>Dissiper le brouillard</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fog</source>
        <translation>Brouillard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paint fog the players do not see through; Shift reveals (V)</source>
        <translation>Peindre un brouillard opaque pour les joueurs ; Maj révèle (V)</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../session/combat_commands.py" line="+26"/>
        <source>Add to combat</source>
        <translation>Ajouter au combat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove from combat</source>
        <translation>Retirer du combat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set awareness</source>
        <translation>Fixer qui est conscient</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre-contact round</source>
        <translation>Round avant le contact</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+217"/>
        <source>Roll initiative</source>
        <translation>Lancer l&apos;initiative</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+233"/>
        <source>Begin combat</source>
        <translation>Lancer le combat</translation>
    </message>
    <message>
        <location line="-232"/>
        <location line="+244"/>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <location line="-243"/>
        <location line="+255"/>
        <source>Re-roll initiative</source>
        <translation>Relancer l&apos;initiative</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Use action</source>
        <translation>Utiliser une action</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../session/edit_commands.py" line="+35"/>
        <source>Move</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready an action</source>
        <translation>Préparer une action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Readied action</source>
        <translation>Action préparée</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+262"/>
        <source>Delay</source>
        <translation>Retarder</translation>
    </message>
    <message>
        <location line="-261"/>
        <source>Act now</source>
        <translation>Agir maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attitude</source>
        <translation>Attitude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split dice</source>
        <translation>Répartir les dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spend dice</source>
        <translation>Dépenser des dés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End combat</source>
        <translation>Finir le combat</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{action}: {name}</source>
        <translation>{action} : {name}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Start combat</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>Join combat</source>
        <translation>Rejoindre le combat</translation>
    </message>
    <message>
        <location filename="../session/command_stack.py" line="+35"/>
        <source>Edit</source>
        <translation>Modification</translation>
    </message>
    <message>
        <location filename="../session/edit_commands.py" line="+26"/>
        <source>Add creature</source>
        <translation>Ajouter une créature</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remove creature</source>
        <translation>Supprimer la créature</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Edit creature</source>
        <translation>Modifier la créature</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Duplicate creature</source>
        <translation>Dupliquer la créature</translation>
    </message>
    <message>
        <location filename="../session/edit_fog.py" line="+33"/>
        <source>Hide under fog</source>
        <translation>Cacher sous le brouillard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Fog the whole map</source>
        <translation>Brouillard sur toute la carte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Clear the fog</source>
        <translation>Dissiper le brouillard</translation>
    </message>
    <message>
        <location filename="../session/edit_map.py" line="+47"/>
        <source>Calibrate grid</source>
        <translation>Étalonner la grille</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Set map image</source>
        <translation>Changer l&apos;image de la carte</translation>
    </message>
    <message>
        <location filename="../session/edit_terrain.py" line="+15"/>
        <source>Paint difficult</source>
        <translation>Peindre un terrain difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint hamper</source>
        <translation>Peindre des obstacles gênants</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint block</source>
        <translation>Peindre des obstacles bloquants</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Erase terrain</source>
        <translation>Effacer le terrain</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Add door</source>
        <translation>Ajouter une porte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add wall</source>
        <translation>Ajouter un mur</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Remove door</source>
        <translation>Supprimer la porte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove wall</source>
        <translation>Supprimer le mur</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Open/close door</source>
        <translation>Ouvrir/fermer la porte</translation>
    </message>
</context>
<context>
    <name>Confrontation</name>
    <message>
        <location filename="../ui/combat/confrontation_actions.py" line="+55"/>
        <source>Active defence?</source>
        <translation>Défense active ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does {name} defend actively? ({n} reaction dice left)</source>
        <translation>{name} se défend-il activement ? (reste {n} dés de réaction)</translation>
    </message>
</context>
<context>
    <name>ConfrontationActions</name>
    <message>
        <location line="-36"/>
        <source>Attitude…</source>
        <translation>Attitude…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick or change an attitude (start of round)</source>
        <translation>Choisir ou changer d&apos;attitude (début du round)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Split…</source>
        <translation>Répartir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal a Potential split, in attitude order</source>
        <translation>Révéler la répartition du Potentiel, dans l&apos;ordre des attitudes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spend dice…</source>
        <translation>Dépenser des dés…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend dice from a pool</source>
        <translation>Dépenser des dés d&apos;une réserve</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attack…</source>
        <translation>Attaquer…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The actor attacks the selected creature</source>
        <translation>Le personnage actif attaque la créature sélectionnée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fury (Hargne)</source>
        <translation>Hargne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill (Adresse)</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elegance</source>
        <translation>Élégance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opportunism</source>
        <translation>Opportunisme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtlety</source>
        <translation>Subtilité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discipline</source>
        <translation>Discipline</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Attitude of {name}</source>
        <translation>Attitude de {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name} splits {n} dice; the rest go to reaction</source>
        <translation>{name} répartit {n} dés ; le reste va à la réaction</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+37"/>
        <source>Action dice</source>
        <translation>Dés d&apos;action</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Split</source>
        <translation>Répartition</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name}: {a} action, {r} reaction dice left</source>
        <translation>{name} : reste {a} dés d&apos;action, {r} de réaction</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend dice</source>
        <translation>Dépenser des dés</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Select the creature attacked</source>
        <translation>Sélectionner la créature attaquée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{a} attacks {d}</source>
        <translation>{a} attaque {d}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attack result</source>
        <translation>Résultat de l&apos;attaque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passive DEF</source>
        <translation>DÉF passive</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+35"/>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Reaction dice</source>
        <translation>Dés de réaction</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence result</source>
        <translation>Résultat de la défense</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Active defence</source>
        <translation>Défense active</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hit!</source>
        <translation>Touché !</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage (the GM&apos;s number)</source>
        <translation>Dégâts (le chiffre du MJ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{text}: {outcome}</source>
        <translation>{text} : {outcome}</translation>
    </message>
</context>
<context>
    <name>CreatureEditor</name>
    <message>
        <location filename="../ui/creature_editor.py" line="+33"/>
        <source>Uncanny dodge</source>
        <translation>Esquive instinctive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flying</source>
        <translation>Vole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Incorporeal</source>
        <translation>Intangible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Helpless</source>
        <translation>Sans défense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fills its space (no passing)</source>
        <translation>Occupe tout son espace (on ne traverse pas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstacle when helpless</source>
        <translation>Obstacle quand il est sans défense</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tumbling</source>
        <translation>Acrobaties (traverse en roulant)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overrunning</source>
        <translation>Renversement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Escape Artist (squeeze to 1 square)</source>
        <translation>Évasion (se serrer jusqu&apos;à 1 case)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden from players</source>
        <translation>Caché aux joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wields a reach weapon</source>
        <translation>Manie une arme à allonge</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Creature: {name}</source>
        <translation>Créature : {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>by size</source>
        <translation>selon la taille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from race</source>
        <translation>selon la race</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column, row</source>
        <translation>Colonne, ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space (squares)</source>
        <translation>Espace occupé (cases)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach (ft)</source>
        <translation>Allonge (pi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base speed (ft)</source>
        <translation>Vitesse de déplacement de base (pi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fly speed (ft)</source>
        <translation>Vitesse en vol (pi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Charge portée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed bonuses</source>
        <translation>Bonus de vitesse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dex modifier</source>
        <translation>Modificateur de Dex</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other initiative</source>
        <translation>Autres modificateurs d&apos;initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flags</source>
        <translation>Particularités</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Token image</source>
        <translation>Image du pion</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <location filename="../ui/export/export_actions.py" line="+41"/>
        <source>E&amp;xport map…</source>
        <translation>E&amp;xporter la carte…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Print at scale…</source>
        <translation>&amp;Imprimer à l&apos;échelle…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Export to</source>
        <translation>Exporter vers</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Exporting the map…</source>
        <translation>Export de la carte…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../ui/export/export_dialog.py" line="+39"/>
        <source>Print at scale</source>
        <translation>Imprimer à l&apos;échelle</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export map</source>
        <translation>Exporter la carte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG drawing</source>
        <translation>Dessin SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF, one page</source>
        <translation>PDF, une page</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF at miniature scale, on sheets</source>
        <translation>PDF à l&apos;échelle des figurines, sur plusieurs feuilles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whole map</source>
        <translation>Toute la carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current view</source>
        <translation>Vue actuelle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game master (everything)</source>
        <translation>Meneur de jeu (tout)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (no hidden creatures)</source>
        <translation>Joueurs (sans les créatures cachées)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> px per square</source>
        <translation> px par case</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the grid</source>
        <translation>Dessiner la grille</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>25 mm squares</source>
        <translation>Cases de 25 mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 inch squares</source>
        <translation>Cases de 1 pouce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area:</source>
        <translation>Zone :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>View:</source>
        <translation>Vue :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolution:</source>
        <translation>Résolution :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paper:</source>
        <translation>Papier :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed square:</source>
        <translation>Case imprimée :</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <location filename="../ui/file_controller.py" line="+44"/>
        <source>Battlemap encounters (*{suffix});;All files (*)</source>
        <translation>Rencontres Battlemap (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Encounters and maps (*{suffix} {uvtt});;Battlemap encounters (*{suffix});;Universal VTT maps ({uvtt});;All files (*)</source>
        <translation>Rencontres et cartes (*{suffix} {uvtt});;Rencontres Battlemap (*{suffix});;Cartes Universal VTT ({uvtt});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to “{name}” first?</source>
        <translation>Enregistrer d&apos;abord les modifications de « {name} » ?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open encounter</source>
        <translation>Ouvrir une rencontre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save encounter as</source>
        <translation>Enregistrer la rencontre sous</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Cannot open encounter</source>
        <translation>Impossible d&apos;ouvrir la rencontre</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cannot save encounter</source>
        <translation>Impossible d&apos;enregistrer la rencontre</translation>
    </message>
</context>
<context>
    <name>InitiativeDock</name>
    <message>
        <location filename="../ui/initiative_dock.py" line="+37"/>
        <location line="+8"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Init</source>
        <translation>Init.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Action dice</source>
        <translation>Dés d&apos;action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attitude</source>
        <translation>Attitude</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pools A/R</source>
        <translation>Réserves A/R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../ui/combat/join_dialog.py" line="+40"/>
        <source>Join the fight</source>
        <translation>Rejoindre le combat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>roll</source>
        <translation>lancer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(not a mount)</source>
        <translation>(pas une monture)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rolls its own initiative (intelligent mount)</source>
        <translation>Lance sa propre initiative (monture intelligente)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Creature</source>
        <translation>Créature</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initiative d20</source>
        <translation>d20 d&apos;initiative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mount of</source>
        <translation>Monture de</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potential (Confrontation)</source>
        <translation>Potentiel (Confrontation)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../ui/language_menu.py" line="+21"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The language changes when Battlemap restarts</source>
        <translation>La langue changera au prochain démarrage de Battlemap</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="+77"/>
        <source>Drag a token to move it; Shift places freely; Esc cancels</source>
        <translation>Faites glisser un pion pour le déplacer ; Maj le place librement ; Échap annule</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import map image…</source>
        <translation>&amp;Importer une image de carte…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Add creature…</source>
        <translation>&amp;Ajouter une créature…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit creature…</source>
        <translation>&amp;Modifier la créature…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D&amp;uplicate creature</source>
        <translation>D&amp;upliquer la créature</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove creature</source>
        <translation>&amp;Supprimer la créature</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Fit map to window</source>
        <translation>&amp;Ajuster la carte à la fenêtre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Taille réelle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Threat of the selected creature</source>
        <translation>Zone contrôlée par la créature sélectionnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threat of enemies while moving</source>
        <translation>Zones contrôlées par les ennemis pendant le déplacement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reachable squares while moving</source>
        <translation>Cases accessibles pendant le déplacement</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Distances in &amp;metres</source>
        <translation>Distances en &amp;mètres</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Edit {name}</source>
        <translation>Modifier {name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>New creature</source>
        <translation>Nouvelle créature</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove {name}</source>
        <translation>Supprimer {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Map image</source>
        <translation>Image de la carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.webp *.bmp)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot read the image {path}</source>
        <translation>Impossible de lire l&apos;image {path}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{name}[*] — Battlemap</source>
        <translation>{name}[*] — Battlemap</translation>
    </message>
</context>
<context>
    <name>Map</name>
    <message>
        <location filename="../ui/tools/calibrate_tool.py" line="+48"/>
        <source>Drag over one square of the map image&apos;s grid</source>
        <translation>Faites glisser sur une case de la grille de l&apos;image</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import a map image first</source>
        <translation>Importez d&apos;abord une image de carte</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Drag over a whole square to calibrate</source>
        <translation>Faites glisser sur une case entière pour étalonner</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Grid: {px:.1f} px per square</source>
        <translation>Grille : {px:.1f} px par case</translation>
    </message>
    <message>
        <location filename="../ui/tools/fog_tool.py" line="+29"/>
        <source>Fog: drag to hide squares from the players; Shift-drag reveals</source>
        <translation>Brouillard : glisser cache des cases aux joueurs ; Maj-glisser les révèle</translation>
    </message>
    <message>
        <location filename="../ui/tools/stroke_tool.py" line="+106"/>
        <source>{what}: {n} squares</source>
        <translation>{what} : {n} cases</translation>
    </message>
    <message>
        <location filename="../ui/tools/move_tool.py" line="+110"/>
        <source>Place {name} freely at {square}</source>
        <translation>Placer {name} librement en {square}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>AoO ×{n}</source>
        <translation>AO ×{n}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot end here</source>
        <translation>ne peut pas s&apos;arrêter ici</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no path</source>
        <translation>aucun chemin</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <location line="+68"/>
        <source>{name} stays put: {why}</source>
        <translation>{name} ne bouge pas : {why}</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Move {name}</source>
        <translation>Déplacer {name}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} stays put: {square} is off the map</source>
        <translation>{name} ne bouge pas : {square} est hors de la carte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Place {name}</source>
        <translation>Placer {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Placed {name} at {square}</source>
        <translation>{name} placé en {square}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move cancelled</source>
        <translation>Déplacement annulé</translation>
    </message>
    <message>
        <location filename="../ui/tools/wall_tool.py" line="+120"/>
        <source>Walls must stay on the map</source>
        <translation>Les murs doivent rester sur la carte</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Door closed</source>
        <translation>Porte fermée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Door opened</source>
        <translation>Porte ouverte</translation>
    </message>
    <message>
        <location filename="../ui/rule_text.py" line="+49"/>
        <source>cannot move there</source>
        <translation>déplacement impossible</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{square}: {why}</source>
        <translation>{square} : {why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{square}: {distance}</source>
        <translation>{square} : {distance}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>; provokes {who}</source>
        <translation> ; provoque {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; squeezes ({n} sq)</source>
        <translation> ; se serre ({n} c.)</translation>
    </message>
</context>
<context>
    <name>NumbersDialog</name>
    <message>
        <location filename="../ui/combat/numbers_dialog.py" line="+49"/>
        <source>Choice</source>
        <translation>Choix</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <location filename="../ui/player_view.py" line="+45"/>
        <source>Battlemap — players</source>
        <translation>Battlemap — joueurs</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Full screen</source>
        <translation>Plein écran</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location filename="../ui/export/print_pdf.py" line="+116"/>
        <source>{label} · row {row}, column {col} · sheet {index} of {total}</source>
        <translation>{label} · rangée {row}, colonne {col} · feuille {index} sur {total}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{size} mm squares · {title}</source>
        <translation>cases de {size} mm · {title}</translation>
    </message>
</context>
<context>
    <name>ReadyDialog</name>
    <message>
        <location filename="../ui/combat/ready_dialog.py" line="+21"/>
        <source>attack the caster when it starts casting</source>
        <translation>attaquer le lanceur de sorts dès qu&apos;il commence à lancer un sort</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counterspell (Spellcraft DC 15 + spell level to identify)</source>
        <translation>contresort (Art de la magie DD 15 + niveau du sort pour l&apos;identifier)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set the weapon against a charge (double damage on a hit)</source>
        <translation>préparer une réception de charge (dégâts doublés en cas de coup)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disrupt a spellcaster</source>
        <translation>Interrompre un lanceur de sorts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterspell</source>
        <translation>Contresort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set against a charge</source>
        <translation>Réception de charge</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standard action</source>
        <translation>action simple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move action</source>
        <translation>action de mouvement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free action</source>
        <translation>action libre</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} readies an action</source>
        <translation>{name} prépare une action</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. the first creature through the door</source>
        <translation>p. ex. la première créature qui franchit la porte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trigger</source>
        <translation>Signal</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <location filename="../ui/recovery_prompt.py" line="+34"/>
        <source>Recover unsaved work?</source>
        <translation>Récupérer le travail non enregistré ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battlemap did not close properly last time.</source>
        <translation>Battlemap ne s&apos;est pas fermé correctement la dernière fois.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recover the autosaved changes to {what}?</source>
        <translation>Récupérer les modifications sauvegardées automatiquement de {what} ?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask me later</source>
        <translation>Me demander plus tard</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recovered {what}; save it to keep it</source>
        <translation>{what} récupéré ; enregistrez-le pour le garder</translation>
    </message>
</context>
<context>
    <name>RollsDialog</name>
    <message>
        <location filename="../ui/combat/rolls_dialog.py" line="+13"/>
        <source>Initiative rolls</source>
        <translation>Jets d&apos;initiative</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The d20 face; the modifier is added. Blank: the app rolls.</source>
        <translation>La face du d20 ; le modificateur est ajouté. Vide : l&apos;application lance.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>roll</source>
        <translation>lancer</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../rules/grid.py" line="+92"/>
        <source>{m} m ({n} sq)</source>
        <translation>{m} m ({n} c.)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{ft} ft ({n} sq)</source>
        <translation>{ft} pi ({n} c.)</translation>
    </message>
    <message>
        <location filename="../rules/movement/charge.py" line="+67"/>
        <source>{name} is not within charging distance</source>
        <translation>{name} est hors de portée de charge</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} has already moved this turn: a charge is a full round</source>
        <translation>{name} s’est déjà déplacé ce tour : une charge est une action complexe</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no square within reach of {name} to charge to</source>
        <translation>aucune case à portée de {name} où finir la charge</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot charge {name}: {why}</source>
        <translation>charge impossible contre {name} : {why}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>charges {name}</source>
        <translation>charge {name}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the way is blocked at {square}</source>
        <translation>le chemin est bloqué en {square}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>difficult terrain or an obstacle at {square}</source>
        <translation>terrain difficile ou obstacle en {square}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a creature is in the way at {square}</source>
        <translation>une créature barre le chemin en {square}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{square} is beyond twice its speed</source>
        <translation>{square} est au-delà du double de sa vitesse</translation>
    </message>
    <message>
        <location filename="../rules/movement/plan.py" line="+28"/>
        <source>5-ft step</source>
        <translation>pas de placement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move</source>
        <translation>déplacement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double move</source>
        <translation>double déplacement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run</source>
        <translation>course</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minimum move (full round)</source>
        <translation>déplacement minimum (action complexe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>charge</source>
        <translation>charge</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} (AoO, entering its square {square})</source>
        <translation>{name} (AO, en entrant dans sa case {square})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} (AoO, leaving {square})</source>
        <translation>{name} (AO, en quittant {square})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>squeezing (Escape Artist) at {square}: no attacks, −4 AC, no Dex to AC</source>
        <translation>se serre (Évasion) en {square} : pas d’attaque, −4 CA, pas de Dex à la CA</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>squeezing at {square}: −4 attack, −4 AC</source>
        <translation>se serre en {square} : −4 attaque, −4 CA</translation>
    </message>
    <message>
        <location filename="../rules/movement/readoff.py" line="+30"/>
        <source>{square} is off the map</source>
        <translation>{square} est hors de la carte</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} cannot move (helpless or speed 0)</source>
        <translation>{name} ne peut pas se déplacer (sans défense ou vitesse 0)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} already took a 5-ft step this turn</source>
        <translation>{name} a déjà fait un pas de placement ce tour</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>the {name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+49"/>
        <source>{square} is occupied by {names}</source>
        <translation>{square} est occupée par {names}</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>cannot stop on the low wall at {square}: end on a free square beyond</source>
        <translation>impossible de s’arrêter sur le muret en {square} : finir sur une case libre au-delà</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not enough movement left to clear the low wall at {square}</source>
        <translation>pas assez de déplacement pour franchir le muret en {square}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} cannot stop at {square}</source>
        <translation>{name} ne peut pas s’arrêter en {square}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} does not fit at {square}</source>
        <translation>{name} ne tient pas en {square}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{square} is blocked</source>
        <translation>{square} est bloquée</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no open way to {square} this turn (walls, terrain or opponents in the way)</source>
        <translation>aucun chemin libre vers {square} ce tour (murs, terrain ou adversaires)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{square} is out of reach this turn ({left} of movement left)</source>
        <translation>{square} est hors d’atteinte ce tour (reste {left} de déplacement)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>crosses a hampering obstacle at {square}</source>
        <translation>franchit un obstacle en {square}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>overrun attempt through {names} at {square}</source>
        <translation>tentative de renversement à travers {names} en {square}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>tumbles through {names} at {square}</source>
        <translation>traverse {names} en Acrobaties en {square}</translation>
    </message>
    <message>
        <location filename="../rules/initiative/base.py" line="+72"/>
        <source>This combat has ended</source>
        <translation>Ce combat est terminé</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;{step}&apos; is not a step of a {system} combat</source>
        <translation>« {step} » n’est pas une étape d’un combat {system}</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>No combatant {cid!r} in this fight</source>
        <translation>Aucun combattant {cid!r} dans ce combat</translation>
    </message>
    <message>
        <location filename="../rules/initiative/confrontation.py" line="+190"/>
        <location filename="../rules/initiative/dnd35_core.py" line="+173"/>
        <source>{name} is already in the fight</source>
        <translation>{name} participe déjà au combat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} needs a Potential of at least one die</source>
        <translation>{name} doit avoir un Potentiel d’au moins un dé</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../rules/initiative/dnd35_core.py" line="+100"/>
        <source>Combat has already begun</source>
        <translation>Le combat a déjà commencé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Confrontation needs combatants and no initiative rolls</source>
        <translation>Confrontation demande des combattants et aucun jet d’initiative</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every split must be revealed before anyone acts</source>
        <translation>Toutes les répartitions doivent être révélées avant que quiconque agisse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Confrontation has no initiative rolls</source>
        <translation>Confrontation n’a pas de jets d’initiative</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name} may change attitude only at the start of a round</source>
        <translation>{name} ne peut changer d’attitude qu’au début d’un round</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} cannot reveal a split now</source>
        <translation>{name} ne peut pas révéler sa répartition maintenant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} must split exactly {dice} dice</source>
        <translation>{name} doit répartir exactement {dice} dés</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone picks an attitude first: {names}</source>
        <translation>Chacun choisit d’abord une attitude : {names}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Splits are revealed in attitude order: {names} first</source>
        <translation>Les répartitions se révèlent dans l’ordre des attitudes : {names} d’abord</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Dice are spent once every split is revealed</source>
        <translation>Les dés se dépensent une fois toutes les répartitions révélées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} acts on its own step of the order</source>
        <translation>{name} agit à son propre rang dans l’ordre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} has {left} action dice left, not {dice}</source>
        <translation>{name} n’a plus que {left} dés d’action, pas {dice}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} has {left} reaction dice left, not {dice}</source>
        <translation>{name} n’a plus que {left} dés de réaction, pas {dice}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>An active defence needs both its dice and its result</source>
        <translation>Une défense active demande ses dés et son résultat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A missed attack deals no damage</source>
        <translation>Une attaque ratée n’inflige pas de dégâts</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>It is not {name}&apos;s step</source>
        <translation>Ce n’est pas le rang de {name}</translation>
    </message>
    <message>
        <location filename="../rules/initiative/dnd35.py" line="+49"/>
        <source>{name} is resolving a readied action, not a turn</source>
        <translation>{name} résout une action préparée, pas un tour</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Only a standard, move or free action can be readied</source>
        <translation>Seule une action simple, de mouvement ou libre peut être préparée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} already has a readied action</source>
        <translation>{name} a déjà une action préparée</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name} has no readied action</source>
        <translation>{name} n’a pas d’action préparée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another readied action is being resolved: finish it first</source>
        <translation>Une autre action préparée est en cours : la terminer d’abord</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A readied action interrupts a turn; no turn is running</source>
        <translation>Une action préparée interrompt un tour ; aucun tour en cours</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} readied this turn: the trigger comes later</source>
        <translation>{name} a préparé son action ce tour : le signal viendra plus tard</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} has already acted this turn and cannot delay</source>
        <translation>{name} a déjà agi ce tour et ne peut plus retarder son action</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A creature cannot delay until its own count</source>
        <translation>Une créature ne peut pas retarder son action jusqu’à son propre rang</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} is not delaying</source>
        <translation>{name} ne retarde pas son action</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Act when the next turn begins</source>
        <translation>Agir quand le tour suivant commence</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} just delayed: end the turn first</source>
        <translation>{name} vient de retarder son action : finir d’abord le tour</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delaying does not interrupt: let {name} finish the turn, then act before the next one</source>
        <translation>Retarder n’interrompt pas : laisser {name} finir son tour, puis agir avant le suivant</translation>
    </message>
    <message>
        <location filename="../rules/initiative/dnd35_core.py" line="-85"/>
        <source>{name} must roll initiative to join the fight (ENC-NEW)</source>
        <translation>{name} doit lancer l’initiative pour rejoindre le combat (ENC-NEW)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Awareness is set before combat begins (SUR-AWARE)</source>
        <translation>Qui est conscient se fixe avant le début du combat (SUR-AWARE)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody in the fight is on the side {side!r}</source>
        <translation>Personne dans le combat n’est dans le camp {side!r}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pre-contact rounds come before initiative is rolled (ENC-PREP)</source>
        <translation>Les rounds avant le contact précèdent le jet d’initiative (ENC-PREP)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody is aware yet: there is nobody to act before contact</source>
        <translation>Personne n’est encore conscient : personne n’agit avant le contact</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} already rolled initiative; the GM may order a re-roll (VAR-REROLL-EVENT)</source>
        <translation>{name} a déjà lancé l’initiative ; le MJ peut ordonner de la relancer (VAR-REROLL-EVENT)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} acts on its rider&apos;s initiative (ENC-MOUNT)</source>
        <translation>{name} agit à l’initiative de son cavalier (ENC-MOUNT)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Nobody is in the fight yet</source>
        <translation>Personne ne participe encore au combat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll initiative first for: {names} (INI-ROLL, SUR-ORDER)</source>
        <translation>Lancer d’abord l’initiative de : {names} (INI-ROLL, SUR-ORDER)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No turn is running</source>
        <translation>Aucun tour en cours</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ending a readied action starts no round: no rolls</source>
        <translation>Finir une action préparée ne commence pas de round : pas de jets</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Initiative rolls belong to the start of a new round</source>
        <translation>Les jets d’initiative se font au début d’un nouveau round</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nobody is left to act</source>
        <translation>Il ne reste personne pour agir</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Initiative is rolled once per combat (INI-ORDER)</source>
        <translation>L’initiative se lance une fois par combat (INI-ORDER)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The surprise round is over: roll initiative for {names}</source>
        <translation>Le round de surprise est fini : lancer l’initiative de {names}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>It is not {name}&apos;s turn</source>
        <translation>Ce n’est pas le tour de {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is delaying</source>
        <translation>{name} retarde son action</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A re-roll happens between turns of a regular round</source>
        <translation>On relance l’initiative entre deux tours d’un round normal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody re-rolls</source>
        <translation>Personne ne relance</translation>
    </message>
    <message>
        <location filename="../rules/initiative/turn.py" line="+13"/>
        <source>This creature</source>
        <translation>Cette créature</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>{name} has no standard action left this turn</source>
        <translation>{name} n’a plus d’action simple ce tour</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} has no move action left this turn</source>
        <translation>{name} n’a plus d’action de mouvement ce tour</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} cannot take a full-round action now</source>
        <translation>{name} ne peut pas faire d’action complexe maintenant</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} already moved this turn: no 5-ft step</source>
        <translation>{name} s’est déjà déplacé ce tour : pas de pas de placement</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a 5-ft step covers one square</source>
        <translation>un pas de placement couvre une case</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} took a 5-ft step: no other move this turn</source>
        <translation>{name} a fait un pas de placement : aucun autre déplacement ce tour</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} has no move under way to continue</source>
        <translation>{name} n’a pas de déplacement en cours à poursuivre</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} cannot double move now (it needs both move actions)</source>
        <translation>{name} ne peut pas faire de double déplacement maintenant (il faut les deux actions de mouvement)</translation>
    </message>
    <message>
        <location filename="../rules/initiative/variants.py" line="+59"/>
        <source>A new round: everyone re-rolls initiative; missing {names}</source>
        <translation>Nouveau round : chacun relance l’initiative ; manquent {names}</translation>
    </message>
    <message>
        <location filename="../session/combat_commands.py" line="-222"/>
        <source>No combat in this encounter: start one first</source>
        <translation>Pas de combat dans cette rencontre : en commencer un d’abord</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>Nobody needs to roll initiative now</source>
        <translation>Personne n’a d’initiative à lancer</translation>
    </message>
</context>
<context>
    <name>ScreenCalibration</name>
    <message>
        <location filename="../ui/player/true_scale.py" line="+76"/>
        <source>Calibrate {name}</source>
        <translation>Étalonner {name}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Screen diagonal</source>
        <translation>Diagonale de l&apos;écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or hold a 1-inch (25 mm) base to the bar and drag:</source>
        <translation>ou posez un socle de 25 mm (1 pouce) contre la barre et faites glisser :</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{ppi:.1f} pixels per inch</source>
        <translation>{ppi:.1f} pixels par pouce</translation>
    </message>
</context>
<context>
    <name>StartCombatDialog</name>
    <message>
        <location filename="../ui/combat/start_dialog.py" line="+45"/>
        <source>Confrontation: no surprise round; attitudes and splits open each round.</source>
        <translation>Confrontation : pas de round de surprise ; attitudes et répartitions ouvrent chaque round.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose who fights.</source>
        <translation>Choisissez qui combat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>everybody is aware</source>
        <translation>tout le monde est conscient de l&apos;adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody is aware</source>
        <translation>personne n&apos;est conscient de l&apos;adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No surprise round: {who}. Everyone rolls initiative.</source>
        <translation>Pas de round de surprise : {who}. Chacun lance l&apos;initiative.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Surprise round: {acting} act(s); {caught} surprised (flat-footed, roll after it).</source>
        <translation>Round de surprise : {acting} agi(ssen)t ; {caught} surpris (pris au dépourvu, lancent l&apos;initiative après).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start combat</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D&amp;&amp;D 3.5</source>
        <translation>D&amp;&amp;D 3.5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confrontation</source>
        <translation>Confrontation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re-roll initiative every round</source>
        <translation>Relancer l&apos;initiative à chaque round</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fights</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aware</source>
        <translation>Conscient</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Potential</source>
        <translation>Potentiel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{side} aware</source>
        <translation>{side} conscients</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{side} unaware</source>
        <translation>{side} pris par surprise</translation>
    </message>
</context>
<context>
    <name>TokenItem</name>
    <message>
        <location filename="../ui/items/token_item.py" line="+17"/>
        <source>FF</source>
        <translation>PD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Su</source>
        <translation>Su</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sq</source>
        <translation>Se</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <translation>SD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R</source>
        <translation>AP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>ToolActions</name>
    <message>
        <location filename="../ui/tool_actions.py" line="+29"/>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select and drag tokens (Shift: place freely)</source>
        <translation>Sélectionner et déplacer les pions (Maj : placer librement)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficult</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint difficult terrain</source>
        <translation>Peindre un terrain difficile</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Low wall</source>
        <translation>Muret</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint hampering obstacles</source>
        <translation>Peindre des obstacles gênants</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Block</source>
        <translation>Bloquant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint blocking squares</source>
        <translation>Peindre des obstacles bloquants</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase terrain</source>
        <translation>Effacer le terrain</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw walls on square edges; right-click removes</source>
        <translation>Tracer des murs sur les bords des cases ; clic droit pour effacer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw doors; click a door to open/close it</source>
        <translation>Tracer des portes ; cliquer sur une porte l&apos;ouvre ou la ferme</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Calibrate</source>
        <translation>Étalonner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag over one square of the image&apos;s grid</source>
        <translation>Faites glisser sur une case de la grille de l&apos;image</translation>
    </message>
</context>
<context>
    <name>TurnStrip</name>
    <message>
        <location filename="../ui/player/turn_strip.py" line="+43"/>
        <source>Surprise round</source>
        <translation>Round de surprise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../ui/undo_actions.py" line="+18"/>
        <location line="+30"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+32"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Annuler : {what}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Rétablir : {what}</translation>
    </message>
</context>
<context>
    <name>UvttImport</name>
    <message>
        <location filename="../ui/uvtt_import.py" line="+26"/>
        <source>Opening map</source>
        <translation>Ouverture de la carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading {name}…</source>
        <translation>Lecture de {name}…</translation>
    </message>
</context>
</TS>
