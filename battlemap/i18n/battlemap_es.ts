<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>AutosaveController</name>
    <message>
        <location filename="../ui/autosave_controller.py" line="+40"/>
        <source>Autosave is off: {error}</source>
        <translation>Autoguardado desactivado: {error}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Autosave failed: {error}</source>
        <translation>Falló el autoguardado: {error}</translation>
    </message>
</context>
<context>
    <name>Combat</name>
    <message>
        <location filename="../ui/combat/order_rows.py" line="+15"/>
        <source>flat-footed</source>
        <translation>desprevenido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>surprised</source>
        <translation>sorprendido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>readied</source>
        <translation>acción preparada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delaying</source>
        <translation>retrasa su acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not rolled</source>
        <translation>sin tirar</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>readied: {trigger}</source>
        <translation>acción preparada: {trigger}</translation>
    </message>
    <message>
        <location filename="../ui/combat/turn_summary.py" line="+16"/>
        <source>standard</source>
        <translation>acción estándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move</source>
        <translation>acción de movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full round</source>
        <translation>acción de asalto completo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5-ft step</source>
        <translation>paso de 5 pies</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No combat: Start combat (Ctrl+Shift+C)</source>
        <translation>Sin combate: Empezar combate (Ctrl+Mayús+C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat over</source>
        <translation>Combate terminado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>surprise round due</source>
        <translation>habrá asalto de sorpresa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no surprise round</source>
        <translation>sin asalto de sorpresa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Setup · {need} to roll · {surprise} · Space begins</source>
        <translation>Preparación · faltan {need} tiradas · {surprise} · Espacio para empezar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · pre-contact rounds: {n}</source>
        <translation> · asaltos antes del contacto: {n}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round} · attitudes and splits</source>
        <translation>Asalto {round} · actitudes y repartos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Surprise round · {names} acts</source>
        <translation>Asalto de sorpresa · actúa {names}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} · {names} acts</source>
        <translation>Asalto {round} · actúa {names}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>{name}: {a} action dice, {r} reaction dice left</source>
        <translation>{name}: quedan {a} dados de acción, {r} dados de reacción</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>up to {distance} more</source>
        <translation>hasta {distance} más</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a 5-ft step</source>
        <translation>un paso de 5 pies</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no more movement</source>
        <translation>sin más movimiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: moved {distance}; {reach}; left: {left}</source>
        <translation>{name}: se ha movido {distance}; {reach}; le queda: {left}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>free actions only</source>
        <translation>solo acciones gratuitas</translation>
    </message>
</context>
<context>
    <name>CombatActions</name>
    <message>
        <location filename="../ui/combat/actions.py" line="+38"/>
        <source>Start combat…</source>
        <translation>Empezar combate…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose who fights and who is aware</source>
        <translation>Elegir quién combate y quién es consciente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Begin (roll all)</source>
        <translation>Tirar todo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll initiative for whoever must and begin</source>
        <translation>Tirar la iniciativa de quien deba y empezar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type rolls…</source>
        <translation>Introducir tiradas…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type in the d20s rolled at the table</source>
        <translation>Introducir los d20 tirados en la mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End this turn (begins a combat in setup)</source>
        <translation>Terminar este turno (empieza un combate en preparación)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Standard done</source>
        <translation>Acción estándar hecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The active creature used its standard action</source>
        <translation>La criatura activa ha usado su acción estándar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Full-round done</source>
        <translation>Asalto completo hecho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The active creature used a full round</source>
        <translation>La criatura activa ha usado una acción de asalto completo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ready…</source>
        <translation>Preparar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The active creature readies an action against a trigger</source>
        <translation>La criatura activa prepara una acción para un desencadenante</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Trigger now</source>
        <translation>Desencadenar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The readied creature acts now, before the actor</source>
        <translation>La criatura con la acción preparada actúa ahora, antes que la activa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delay</source>
        <translation>Retrasar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The active creature delays; its turn passes</source>
        <translation>La criatura activa retrasa su acción; pasa su turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+234"/>
        <source>Delay until…</source>
        <translation>Retrasar hasta…</translation>
    </message>
    <message>
        <location line="-232"/>
        <source>The active creature delays until just before a creature you name</source>
        <translation>La criatura activa retrasa su acción hasta justo antes de la criatura elegida</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+238"/>
        <source>Pre-contact round</source>
        <translation>Asalto antes del contacto</translation>
    </message>
    <message>
        <location line="-236"/>
        <source>Count a round before contact: the aware act freely, no initiative yet</source>
        <translation>Contar un asalto antes del contacto: los alerta actúan libremente, aún sin iniciativa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Act now</source>
        <translation>Actuar ahora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The delaying creature acts now, before the next turn</source>
        <translation>La criatura que retrasa su acción actúa ahora, antes del siguiente turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re-roll now</source>
        <translation>Volver a tirar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone rolls initiative anew</source>
        <translation>Todos vuelven a tirar iniciativa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join…</source>
        <translation>Unirse…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A creature on the map joins the fight</source>
        <translation>Una criatura del mapa se une al combate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take the selected creature out of the fight</source>
        <translation>Sacar del combate a la criatura seleccionada</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+249"/>
        <source>End combat</source>
        <translation>Terminar combate</translation>
    </message>
    <message>
        <location line="-247"/>
        <source>The fight is over</source>
        <translation>El combate ha terminado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Standard action: {name}</source>
        <translation>Acción estándar: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move action: {name}</source>
        <translation>Acción de movimiento: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full-round action: {name}</source>
        <translation>Acción de asalto completo: {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free action: {name}</source>
        <translation>Acción gratuita: {name}</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>No turn is running</source>
        <translation>No hay ningún turno en curso</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Select the creature that {what}</source>
        <translation>Selecciona la criatura que {what}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody {what}</source>
        <translation>Nadie {what}</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Start combat</source>
        <translation>Empezar combate</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Begin combat</source>
        <translation>Comenzar el combate</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody needs to roll initiative now</source>
        <translation>Nadie tiene que tirar iniciativa ahora</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Ready: {name}</source>
        <translation>Preparar: {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>has a readied action</source>
        <translation>tiene una acción preparada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Readied action: {name}</source>
        <translation>Acción preparada: {name}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name} acts just before:</source>
        <translation>{name} actúa justo antes de:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>is delaying</source>
        <translation>retrasa su acción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Act now: {name}</source>
        <translation>Actuar ahora: {name}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Every creature on the map is already in the fight</source>
        <translation>Todas las criaturas del mapa ya están en el combate</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Select a creature in the fight to remove it</source>
        <translation>Selecciona una criatura del combate para quitarla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove from combat: {name}</source>
        <translation>Quitar del combate: {name}</translation>
    </message>
</context>
<context>
    <name>CombatUi</name>
    <message>
        <location filename="../ui/combat/combat_ui.py" line="+30"/>
        <source>Follow the GM&apos;s view</source>
        <translation>Seguir la vista del DJ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow the active creature</source>
        <translation>Seguir a la criatura activa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stay put</source>
        <translation>Quedarse quieta</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&amp;Combat</source>
        <translation>&amp;Combate</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Centre on the active creature</source>
        <translation>Centrar en la criatura activa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player view</source>
        <translation>Vista de los jugadores</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Player view full screen</source>
        <translation>Vista de los jugadores a pantalla completa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Player view on screen</source>
        <translation>Vista de los jugadores en la pantalla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player view follows</source>
        <translation>La vista de los jugadores sigue</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Calibrate the player screen…</source>
        <translation>Calibrar la pantalla de los jugadores…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fog the whole map</source>
        <translation>Niebla en todo el mapa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear the fog</source>
        <translation>Quitar la niebla</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Fog</source>
        <translation>Niebla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paint fog the players do not see through; Shift reveals (V)</source>
        <translation>Pintar niebla que los jugadores no ven a través; Mayús revela (V)</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../session/combat_commands.py" line="+26"/>
        <source>Add to combat</source>
        <translation>Añadir al combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove from combat</source>
        <translation>Quitar del combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set awareness</source>
        <translation>Fijar quién es consciente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pre-contact round</source>
        <translation>Asalto antes del contacto</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+217"/>
        <source>Roll initiative</source>
        <translation>Tirar iniciativa</translation>
    </message>
    <message>
        <location line="-216"/>
        <location line="+233"/>
        <source>Begin combat</source>
        <translation>Comenzar el combate</translation>
    </message>
    <message>
        <location line="-232"/>
        <location line="+244"/>
        <source>Next turn</source>
        <translation>Siguiente turno</translation>
    </message>
    <message>
        <location line="-243"/>
        <location line="+255"/>
        <source>Re-roll initiative</source>
        <translation>Volver a tirar iniciativa</translation>
    </message>
    <message>
        <location line="-254"/>
        <source>Use action</source>
        <translation>Usar una acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../session/edit_commands.py" line="+35"/>
        <source>Move</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready an action</source>
        <translation>Preparar una acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Readied action</source>
        <translation>Acción preparada</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+262"/>
        <source>Delay</source>
        <translation>Retrasar</translation>
    </message>
    <message>
        <location line="-261"/>
        <source>Act now</source>
        <translation>Actuar ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attitude</source>
        <translation>Actitud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split dice</source>
        <translation>Repartir los dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spend dice</source>
        <translation>Gastar dados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End combat</source>
        <translation>Terminar combate</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{action}: {name}</source>
        <translation>{action}: {name}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Start combat</source>
        <translation>Empezar combate</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>Join combat</source>
        <translation>Unirse al combate</translation>
    </message>
    <message>
        <location filename="../session/command_stack.py" line="+35"/>
        <source>Edit</source>
        <translation>Edición</translation>
    </message>
    <message>
        <location filename="../session/edit_commands.py" line="+26"/>
        <source>Add creature</source>
        <translation>Añadir criatura</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remove creature</source>
        <translation>Eliminar criatura</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Edit creature</source>
        <translation>Editar criatura</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Duplicate creature</source>
        <translation>Duplicar criatura</translation>
    </message>
    <message>
        <location filename="../session/edit_fog.py" line="+33"/>
        <source>Hide under fog</source>
        <translation>Ocultar bajo la niebla</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal</source>
        <translation>Revelar</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Fog the whole map</source>
        <translation>Niebla en todo el mapa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Clear the fog</source>
        <translation>Quitar la niebla</translation>
    </message>
    <message>
        <location filename="../session/edit_map.py" line="+47"/>
        <source>Calibrate grid</source>
        <translation>Calibrar la cuadrícula</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Set map image</source>
        <translation>Cambiar la imagen del mapa</translation>
    </message>
    <message>
        <location filename="../session/edit_terrain.py" line="+15"/>
        <source>Paint difficult</source>
        <translation>Pintar terreno difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint hamper</source>
        <translation>Pintar obstáculos que estorban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paint block</source>
        <translation>Pintar casillas bloqueadas</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Erase terrain</source>
        <translation>Borrar el terreno</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Add door</source>
        <translation>Añadir puerta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add wall</source>
        <translation>Añadir muro</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Remove door</source>
        <translation>Quitar la puerta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove wall</source>
        <translation>Quitar el muro</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Open/close door</source>
        <translation>Abrir/cerrar la puerta</translation>
    </message>
</context>
<context>
    <name>Confrontation</name>
    <message>
        <location filename="../ui/combat/confrontation_actions.py" line="+55"/>
        <source>Active defence?</source>
        <translation>¿Defensa activa?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Does {name} defend actively? ({n} reaction dice left)</source>
        <translation>¿{name} se defiende activamente? (quedan {n} dados de reacción)</translation>
    </message>
</context>
<context>
    <name>ConfrontationActions</name>
    <message>
        <location line="-36"/>
        <source>Attitude…</source>
        <translation>Actitud…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick or change an attitude (start of round)</source>
        <translation>Elegir o cambiar de actitud (inicio del asalto)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Split…</source>
        <translation>Repartir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal a Potential split, in attitude order</source>
        <translation>Revelar el reparto del Potencial, en orden de actitud</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spend dice…</source>
        <translation>Gastar dados…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend dice from a pool</source>
        <translation>Gastar dados de una reserva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attack…</source>
        <translation>Atacar…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The actor attacks the selected creature</source>
        <translation>El personaje activo ataca a la criatura seleccionada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Fury (Hargne)</source>
        <translation>Furia (Hargne)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill (Adresse)</source>
        <translation>Destreza (Adresse)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elegance</source>
        <translation>Elegancia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opportunism</source>
        <translation>Oportunismo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subtlety</source>
        <translation>Sutileza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discipline</source>
        <translation>Disciplina</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Attitude of {name}</source>
        <translation>Actitud de {name}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name} splits {n} dice; the rest go to reaction</source>
        <translation>{name} reparte {n} dados; el resto va a la reacción</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+37"/>
        <source>Action dice</source>
        <translation>Dados de acción</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Split</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name}: {a} action, {r} reaction dice left</source>
        <translation>{name}: quedan {a} dados de acción, {r} de reacción</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend dice</source>
        <translation>Gastar dados</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Select the creature attacked</source>
        <translation>Selecciona la criatura atacada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{a} attacks {d}</source>
        <translation>{a} ataca a {d}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attack result</source>
        <translation>Resultado del ataque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passive DEF</source>
        <translation>DEF pasiva</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+35"/>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Reaction dice</source>
        <translation>Dados de reacción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defence result</source>
        <translation>Resultado de la defensa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Active defence</source>
        <translation>Defensa activa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hit!</source>
        <translation>¡Impacto!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage (the GM&apos;s number)</source>
        <translation>Daño (el número del DJ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{text}: {outcome}</source>
        <translation>{text}: {outcome}</translation>
    </message>
</context>
<context>
    <name>CreatureEditor</name>
    <message>
        <location filename="../ui/creature_editor.py" line="+33"/>
        <source>Uncanny dodge</source>
        <translation>Esquiva asombrosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flying</source>
        <translation>Volando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Incorporeal</source>
        <translation>Incorpóreo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Helpless</source>
        <translation>Indefenso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fills its space (no passing)</source>
        <translation>Ocupa todo su espacio (no se puede atravesar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Obstacle when helpless</source>
        <translation>Obstáculo cuando está indefenso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tumbling</source>
        <translation>Piruetas (atraviesa rodando)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overrunning</source>
        <translation>Arrollando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Escape Artist (squeeze to 1 square)</source>
        <translation>Escapismo (escurrirse hasta 1 casilla)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden from players</source>
        <translation>Oculto a los jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wields a reach weapon</source>
        <translation>Empuña un arma de alcance</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Creature: {name}</source>
        <translation>Criatura: {name}</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+1"/>
        <source>by size</source>
        <translation>según el tamaño</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from race</source>
        <translation>según la raza</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column, row</source>
        <translation>Columna, fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space (squares)</source>
        <translation>Espacio (casillas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reach (ft)</source>
        <translation>Alcance (pies)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Race</source>
        <translation>Raza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Base speed (ft)</source>
        <translation>Velocidad base (pies)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fly speed (ft)</source>
        <translation>Velocidad de vuelo (pies)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armour</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load</source>
        <translation>Carga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed bonuses</source>
        <translation>Bonificadores de velocidad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dex modifier</source>
        <translation>Modificador de Des</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Other initiative</source>
        <translation>Otros modificadores de iniciativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Image</source>
        <translation>Imagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flags</source>
        <translation>Rasgos</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Token image</source>
        <translation>Imagen de la ficha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <location filename="../ui/export/export_actions.py" line="+41"/>
        <source>E&amp;xport map…</source>
        <translation>E&amp;xportar el mapa…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Print at scale…</source>
        <translation>&amp;Imprimir a escala…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Export to</source>
        <translation>Exportar a</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export failed</source>
        <translation>Falló la exportación</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Exporting the map…</source>
        <translation>Exportando el mapa…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../ui/export/export_dialog.py" line="+39"/>
        <source>Print at scale</source>
        <translation>Imprimir a escala</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export map</source>
        <translation>Exportar el mapa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image</source>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SVG drawing</source>
        <translation>Dibujo SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF, one page</source>
        <translation>PDF, una página</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PDF at miniature scale, on sheets</source>
        <translation>PDF a escala de miniaturas, en varias hojas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Whole map</source>
        <translation>Todo el mapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current view</source>
        <translation>Vista actual</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game master (everything)</source>
        <translation>Director de juego (todo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (no hidden creatures)</source>
        <translation>Jugadores (sin criaturas ocultas)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> px per square</source>
        <translation> px por casilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the grid</source>
        <translation>Dibujar la cuadrícula</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Letter</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>25 mm squares</source>
        <translation>Casillas de 25 mm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 inch squares</source>
        <translation>Casillas de 1 pulgada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Area:</source>
        <translation>Zona:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>View:</source>
        <translation>Vista:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resolution:</source>
        <translation>Resolución:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paper:</source>
        <translation>Papel:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Printed square:</source>
        <translation>Casilla impresa:</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <location filename="../ui/file_controller.py" line="+44"/>
        <source>Battlemap encounters (*{suffix});;All files (*)</source>
        <translation>Encuentros de Battlemap (*{suffix});;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Encounters and maps (*{suffix} {uvtt});;Battlemap encounters (*{suffix});;Universal VTT maps ({uvtt});;All files (*)</source>
        <translation>Encuentros y mapas (*{suffix} {uvtt});;Encuentros de Battlemap (*{suffix});;Mapas Universal VTT ({uvtt});;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the changes to “{name}” first?</source>
        <translation>¿Guardar antes los cambios de «{name}»?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open encounter</source>
        <translation>Abrir encuentro</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save encounter as</source>
        <translation>Guardar el encuentro como</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Cannot open encounter</source>
        <translation>No se puede abrir el encuentro</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Cannot save encounter</source>
        <translation>No se puede guardar el encuentro</translation>
    </message>
</context>
<context>
    <name>InitiativeDock</name>
    <message>
        <location filename="../ui/initiative_dock.py" line="+37"/>
        <location line="+8"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Init</source>
        <translation>Inic.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <location line="-9"/>
        <location line="+10"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Action dice</source>
        <translation>Dados de acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attitude</source>
        <translation>Actitud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pools A/R</source>
        <translation>Reservas A/R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../ui/combat/join_dialog.py" line="+40"/>
        <source>Join the fight</source>
        <translation>Unirse al combate</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>roll</source>
        <translation>tirar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(not a mount)</source>
        <translation>(no es montura)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rolls its own initiative (intelligent mount)</source>
        <translation>Tira su propia iniciativa (montura inteligente)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Creature</source>
        <translation>Criatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Initiative d20</source>
        <translation>d20 de iniciativa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mount of</source>
        <translation>Montura de</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Potential (Confrontation)</source>
        <translation>Potencial (Confrontation)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <location filename="../ui/language_menu.py" line="+21"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The language changes when Battlemap restarts</source>
        <translation>El idioma cambiará al reiniciar Battlemap</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/main_window.py" line="+77"/>
        <source>Drag a token to move it; Shift places freely; Esc cancels</source>
        <translation>Arrastra una ficha para moverla; Mayús la coloca libremente; Esc cancela</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Import map image…</source>
        <translation>&amp;Importar imagen de mapa…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Add creature…</source>
        <translation>&amp;Añadir criatura…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Edit creature…</source>
        <translation>&amp;Editar criatura…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D&amp;uplicate creature</source>
        <translation>D&amp;uplicar criatura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Remove creature</source>
        <translation>&amp;Eliminar criatura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Fit map to window</source>
        <translation>&amp;Ajustar el mapa a la ventana</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Actual size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Threat of the selected creature</source>
        <translation>Amenaza de la criatura seleccionada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Threat of enemies while moving</source>
        <translation>Amenaza de los enemigos al moverse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reachable squares while moving</source>
        <translation>Casillas alcanzables al moverse</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Distances in &amp;metres</source>
        <translation>Distancias en &amp;metros</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Edit {name}</source>
        <translation>Editar {name}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>New creature</source>
        <translation>Nueva criatura</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Remove {name}</source>
        <translation>Eliminar {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Map image</source>
        <translation>Imagen del mapa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.bmp)</source>
        <translation>Imágenes (*.png *.jpg *.jpeg *.webp *.bmp)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot read the image {path}</source>
        <translation>No se puede leer la imagen {path}</translation>
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
        <translation>Arrastra sobre una casilla de la cuadrícula de la imagen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Import a map image first</source>
        <translation>Importa primero una imagen de mapa</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Drag over a whole square to calibrate</source>
        <translation>Arrastra sobre una casilla entera para calibrar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Grid: {px:.1f} px per square</source>
        <translation>Cuadrícula: {px:.1f} px por casilla</translation>
    </message>
    <message>
        <location filename="../ui/tools/fog_tool.py" line="+29"/>
        <source>Fog: drag to hide squares from the players; Shift-drag reveals</source>
        <translation>Niebla: arrastra para ocultar casillas a los jugadores; Mayús-arrastrar las revela</translation>
    </message>
    <message>
        <location filename="../ui/tools/stroke_tool.py" line="+106"/>
        <source>{what}: {n} squares</source>
        <translation>{what}: {n} casillas</translation>
    </message>
    <message>
        <location filename="../ui/tools/move_tool.py" line="+110"/>
        <source>Place {name} freely at {square}</source>
        <translation>Colocar {name} libremente en {square}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>AoO ×{n}</source>
        <translation>AdO ×{n}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot end here</source>
        <translation>no puede terminar aquí</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no path</source>
        <translation>sin camino</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <location line="+68"/>
        <source>{name} stays put: {why}</source>
        <translation>{name} no se mueve: {why}</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>Move {name}</source>
        <translation>Mover {name}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} stays put: {square} is off the map</source>
        <translation>{name} no se mueve: {square} está fuera del mapa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Place {name}</source>
        <translation>Colocar {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Placed {name} at {square}</source>
        <translation>{name} colocado en {square}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move cancelled</source>
        <translation>Movimiento cancelado</translation>
    </message>
    <message>
        <location filename="../ui/tools/wall_tool.py" line="+120"/>
        <source>Walls must stay on the map</source>
        <translation>Los muros deben quedar dentro del mapa</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Door closed</source>
        <translation>Puerta cerrada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Door opened</source>
        <translation>Puerta abierta</translation>
    </message>
    <message>
        <location filename="../ui/rule_text.py" line="+49"/>
        <source>cannot move there</source>
        <translation>no puede moverse ahí</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{square}: {why}</source>
        <translation>{square}: {why}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{square}: {distance}</source>
        <translation>{square}: {distance}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>; provokes {who}</source>
        <translation>; provoca a {who}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; squeezes ({n} sq)</source>
        <translation>; se apretuja ({n} cas.)</translation>
    </message>
</context>
<context>
    <name>NumbersDialog</name>
    <message>
        <location filename="../ui/combat/numbers_dialog.py" line="+49"/>
        <source>Choice</source>
        <translation>Elección</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <location filename="../ui/player_view.py" line="+45"/>
        <source>Battlemap — players</source>
        <translation>Battlemap — jugadores</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
</context>
<context>
    <name>Print</name>
    <message>
        <location filename="../ui/export/print_pdf.py" line="+116"/>
        <source>{label} · row {row}, column {col} · sheet {index} of {total}</source>
        <translation>{label} · fila {row}, columna {col} · hoja {index} de {total}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{size} mm squares · {title}</source>
        <translation>casillas de {size} mm · {title}</translation>
    </message>
</context>
<context>
    <name>ReadyDialog</name>
    <message>
        <location filename="../ui/combat/ready_dialog.py" line="+21"/>
        <source>attack the caster when it starts casting</source>
        <translation>atacar al lanzador cuando empiece a lanzar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>counterspell (Spellcraft DC 15 + spell level to identify)</source>
        <translation>contraconjuro (Conocimiento de conjuros CD 15 + nivel del conjuro para identificarlo)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set the weapon against a charge (double damage on a hit)</source>
        <translation>preparar el arma contra una carga (daño doble si impacta)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Disrupt a spellcaster</source>
        <translation>Interrumpir a un lanzador de conjuros</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counterspell</source>
        <translation>Contraconjuro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set against a charge</source>
        <translation>Preparar contra una carga</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>standard action</source>
        <translation>acción estándar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move action</source>
        <translation>acción de movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>free action</source>
        <translation>acción gratuita</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} readies an action</source>
        <translation>{name} prepara una acción</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>e.g. the first creature through the door</source>
        <translation>p. ej. la primera criatura que cruce la puerta</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Preset</source>
        <translation>Plantilla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trigger</source>
        <translation>Desencadenante</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <location filename="../ui/recovery_prompt.py" line="+34"/>
        <source>Recover unsaved work?</source>
        <translation>¿Recuperar el trabajo sin guardar?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battlemap did not close properly last time.</source>
        <translation>Battlemap no se cerró correctamente la última vez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Recover the autosaved changes to {what}?</source>
        <translation>¿Recuperar los cambios autoguardados de {what}?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recover</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask me later</source>
        <translation>Preguntarme más tarde</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Cannot recover</source>
        <translation>No se puede recuperar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Recovered {what}; save it to keep it</source>
        <translation>{what} recuperado; guárdalo para conservarlo</translation>
    </message>
</context>
<context>
    <name>RollsDialog</name>
    <message>
        <location filename="../ui/combat/rolls_dialog.py" line="+13"/>
        <source>Initiative rolls</source>
        <translation>Tiradas de iniciativa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The d20 face; the modifier is added. Blank: the app rolls.</source>
        <translation>La cara del d20; se suma el modificador. En blanco: tira la aplicación.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>roll</source>
        <translation>tirar</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../rules/grid.py" line="+92"/>
        <source>{m} m ({n} sq)</source>
        <translation>{m} m ({n} cas.)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{ft} ft ({n} sq)</source>
        <translation>{ft} pies ({n} cas.)</translation>
    </message>
    <message>
        <location filename="../rules/movement/charge.py" line="+67"/>
        <source>{name} is not within charging distance</source>
        <translation>{name} está fuera del alcance de una carga</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} has already moved this turn: a charge is a full round</source>
        <translation>{name} ya se ha movido este turno: una carga es una acción de asalto completo</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>no square within reach of {name} to charge to</source>
        <translation>ninguna casilla al alcance de {name} donde acabar la carga</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot charge {name}: {why}</source>
        <translation>no puede cargar contra {name}: {why}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>charges {name}</source>
        <translation>carga contra {name}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the way is blocked at {square}</source>
        <translation>el camino está bloqueado en {square}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>difficult terrain or an obstacle at {square}</source>
        <translation>terreno difícil u obstáculo en {square}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a creature is in the way at {square}</source>
        <translation>una criatura cierra el paso en {square}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{square} is beyond twice its speed</source>
        <translation>{square} está más allá del doble de su velocidad</translation>
    </message>
    <message>
        <location filename="../rules/movement/plan.py" line="+28"/>
        <source>5-ft step</source>
        <translation>paso de 5 pies</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move</source>
        <translation>movimiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>double move</source>
        <translation>movimiento doble</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run</source>
        <translation>carrera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minimum move (full round)</source>
        <translation>movimiento mínimo (asalto completo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>charge</source>
        <translation>carga</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} (AoO, entering its square {square})</source>
        <translation>{name} (AdO, al entrar en su casilla {square})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} (AoO, leaving {square})</source>
        <translation>{name} (AdO, al salir de {square})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>squeezing (Escape Artist) at {square}: no attacks, −4 AC, no Dex to AC</source>
        <translation>se apretuja (Escapismo) en {square}: sin ataques, −4 CA, sin Des a la CA</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>squeezing at {square}: −4 attack, −4 AC</source>
        <translation>se apretuja en {square}: −4 ataque, −4 CA</translation>
    </message>
    <message>
        <location filename="../rules/movement/readoff.py" line="+30"/>
        <source>{square} is off the map</source>
        <translation>{square} está fuera del mapa</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} cannot move (helpless or speed 0)</source>
        <translation>{name} no puede moverse (indefenso o velocidad 0)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} already took a 5-ft step this turn</source>
        <translation>{name} ya dio un paso de 5 pies este turno</translation>
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
        <translation>{square} está ocupada por {names}</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>cannot stop on the low wall at {square}: end on a free square beyond</source>
        <translation>no puede detenerse sobre el muro bajo en {square}: termine en una casilla libre al otro lado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not enough movement left to clear the low wall at {square}</source>
        <translation>no le queda movimiento para salvar el muro bajo en {square}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} cannot stop at {square}</source>
        <translation>{name} no puede detenerse en {square}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{name} does not fit at {square}</source>
        <translation>{name} no cabe en {square}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{square} is blocked</source>
        <translation>{square} está bloqueada</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no open way to {square} this turn (walls, terrain or opponents in the way)</source>
        <translation>ningún camino libre hasta {square} este turno (muros, terreno o adversarios)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{square} is out of reach this turn ({left} of movement left)</source>
        <translation>{square} está fuera de alcance este turno (le quedan {left} de movimiento)</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>crosses a hampering obstacle at {square}</source>
        <translation>salva un obstáculo en {square}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>overrun attempt through {names} at {square}</source>
        <translation>intento de arrollar a {names} en {square}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>tumbles through {names} at {square}</source>
        <translation>atraviesa a {names} con Piruetas en {square}</translation>
    </message>
    <message>
        <location filename="../rules/initiative/base.py" line="+72"/>
        <source>This combat has ended</source>
        <translation>Este combate ha terminado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;{step}&apos; is not a step of a {system} combat</source>
        <translation>«{step}» no es un paso de un combate {system}</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>No combatant {cid!r} in this fight</source>
        <translation>Ningún combatiente {cid!r} en este combate</translation>
    </message>
    <message>
        <location filename="../rules/initiative/confrontation.py" line="+190"/>
        <location filename="../rules/initiative/dnd35_core.py" line="+173"/>
        <source>{name} is already in the fight</source>
        <translation>{name} ya está en el combate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} needs a Potential of at least one die</source>
        <translation>{name} necesita un Potencial de al menos un dado</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../rules/initiative/dnd35_core.py" line="+100"/>
        <source>Combat has already begun</source>
        <translation>El combate ya ha comenzado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Confrontation needs combatants and no initiative rolls</source>
        <translation>Confrontación necesita combatientes y ninguna tirada de iniciativa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every split must be revealed before anyone acts</source>
        <translation>Hay que revelar todos los repartos antes de que nadie actúe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Confrontation has no initiative rolls</source>
        <translation>Confrontación no tiene tiradas de iniciativa</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{name} may change attitude only at the start of a round</source>
        <translation>{name} solo puede cambiar de actitud al principio de un asalto</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} cannot reveal a split now</source>
        <translation>{name} no puede revelar su reparto ahora</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} must split exactly {dice} dice</source>
        <translation>{name} debe repartir exactamente {dice} dados</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Everyone picks an attitude first: {names}</source>
        <translation>Todos eligen antes una actitud: {names}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Splits are revealed in attitude order: {names} first</source>
        <translation>Los repartos se revelan por orden de actitud: primero {names}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Dice are spent once every split is revealed</source>
        <translation>Los dados se gastan cuando se han revelado todos los repartos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} acts on its own step of the order</source>
        <translation>{name} actúa en su propio paso del orden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} has {left} action dice left, not {dice}</source>
        <translation>{name} solo tiene {left} dados de acción, no {dice}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} has {left} reaction dice left, not {dice}</source>
        <translation>{name} solo tiene {left} dados de reacción, no {dice}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>An active defence needs both its dice and its result</source>
        <translation>Una defensa activa necesita sus dados y su resultado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A missed attack deals no damage</source>
        <translation>Un ataque fallido no causa daño</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>It is not {name}&apos;s step</source>
        <translation>No es el paso de {name}</translation>
    </message>
    <message>
        <location filename="../rules/initiative/dnd35.py" line="+49"/>
        <source>{name} is resolving a readied action, not a turn</source>
        <translation>{name} está resolviendo una acción preparada, no un turno</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Only a standard, move or free action can be readied</source>
        <translation>Solo se puede preparar una acción estándar, de movimiento o gratuita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} already has a readied action</source>
        <translation>{name} ya tiene una acción preparada</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name} has no readied action</source>
        <translation>{name} no tiene ninguna acción preparada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Another readied action is being resolved: finish it first</source>
        <translation>Se está resolviendo otra acción preparada: termínela primero</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A readied action interrupts a turn; no turn is running</source>
        <translation>Una acción preparada interrumpe un turno; no hay ningún turno en curso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} readied this turn: the trigger comes later</source>
        <translation>{name} ha preparado la acción este turno: el desencadenante llegará después</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} has already acted this turn and cannot delay</source>
        <translation>{name} ya ha actuado este turno y no puede retrasar su acción</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A creature cannot delay until its own count</source>
        <translation>Una criatura no puede retrasar su acción hasta su propia cuenta</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{name} is not delaying</source>
        <translation>{name} no está retrasando su acción</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Act when the next turn begins</source>
        <translation>Actúe cuando empiece el siguiente turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} just delayed: end the turn first</source>
        <translation>{name} acaba de retrasar su acción: termine antes el turno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Delaying does not interrupt: let {name} finish the turn, then act before the next one</source>
        <translation>Retrasar no interrumpe: deje que {name} termine su turno y actúe antes del siguiente</translation>
    </message>
    <message>
        <location filename="../rules/initiative/dnd35_core.py" line="-85"/>
        <source>{name} must roll initiative to join the fight (ENC-NEW)</source>
        <translation>{name} debe tirar iniciativa para unirse al combate (ENC-NEW)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Awareness is set before combat begins (SUR-AWARE)</source>
        <translation>Quién es consciente se fija antes de que empiece el combate (SUR-AWARE)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Nobody in the fight is on the side {side!r}</source>
        <translation>Nadie en el combate está en el bando {side!r}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Pre-contact rounds come before initiative is rolled (ENC-PREP)</source>
        <translation>Los asaltos antes del contacto van antes de tirar iniciativa (ENC-PREP)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody is aware yet: there is nobody to act before contact</source>
        <translation>Nadie es consciente todavía: nadie actúa antes del contacto</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} already rolled initiative; the GM may order a re-roll (VAR-REROLL-EVENT)</source>
        <translation>{name} ya ha tirado iniciativa; el DJ puede ordenar volver a tirar (VAR-REROLL-EVENT)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name} acts on its rider&apos;s initiative (ENC-MOUNT)</source>
        <translation>{name} actúa con la iniciativa de su jinete (ENC-MOUNT)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Nobody is in the fight yet</source>
        <translation>Todavía no hay nadie en el combate</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll initiative first for: {names} (INI-ROLL, SUR-ORDER)</source>
        <translation>Tire antes la iniciativa de: {names} (INI-ROLL, SUR-ORDER)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No turn is running</source>
        <translation>No hay ningún turno en curso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ending a readied action starts no round: no rolls</source>
        <translation>Terminar una acción preparada no empieza ningún asalto: sin tiradas</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Initiative rolls belong to the start of a new round</source>
        <translation>Las tiradas de iniciativa se hacen al principio de un nuevo asalto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nobody is left to act</source>
        <translation>No queda nadie por actuar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Initiative is rolled once per combat (INI-ORDER)</source>
        <translation>La iniciativa se tira una vez por combate (INI-ORDER)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The surprise round is over: roll initiative for {names}</source>
        <translation>El asalto de sorpresa ha terminado: tire la iniciativa de {names}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>It is not {name}&apos;s turn</source>
        <translation>No es el turno de {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} is delaying</source>
        <translation>{name} está retrasando su acción</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A re-roll happens between turns of a regular round</source>
        <translation>Se vuelve a tirar entre dos turnos de un asalto normal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody re-rolls</source>
        <translation>Nadie vuelve a tirar</translation>
    </message>
    <message>
        <location filename="../rules/initiative/turn.py" line="+13"/>
        <source>This creature</source>
        <translation>Esta criatura</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>{name} has no standard action left this turn</source>
        <translation>{name} ya no tiene acción estándar este turno</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} has no move action left this turn</source>
        <translation>{name} ya no tiene acción de movimiento este turno</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} cannot take a full-round action now</source>
        <translation>{name} no puede realizar una acción de asalto completo ahora</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} already moved this turn: no 5-ft step</source>
        <translation>{name} ya se ha movido este turno: no hay paso de 5 pies</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a 5-ft step covers one square</source>
        <translation>un paso de 5 pies cubre una casilla</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} took a 5-ft step: no other move this turn</source>
        <translation>{name} ha dado un paso de 5 pies: ningún otro movimiento este turno</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} has no move under way to continue</source>
        <translation>{name} no tiene ningún movimiento en curso que continuar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} cannot double move now (it needs both move actions)</source>
        <translation>{name} no puede hacer un movimiento doble ahora (necesita las dos acciones de movimiento)</translation>
    </message>
    <message>
        <location filename="../rules/initiative/variants.py" line="+59"/>
        <source>A new round: everyone re-rolls initiative; missing {names}</source>
        <translation>Nuevo asalto: todos vuelven a tirar iniciativa; faltan {names}</translation>
    </message>
    <message>
        <location filename="../session/combat_commands.py" line="-222"/>
        <source>No combat in this encounter: start one first</source>
        <translation>No hay combate en este encuentro: empiece uno antes</translation>
    </message>
    <message>
        <location line="+164"/>
        <source>Nobody needs to roll initiative now</source>
        <translation>Nadie tiene que tirar iniciativa ahora</translation>
    </message>
</context>
<context>
    <name>ScreenCalibration</name>
    <message>
        <location filename="../ui/player/true_scale.py" line="+76"/>
        <source>Calibrate {name}</source>
        <translation>Calibrar {name}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Screen diagonal</source>
        <translation>Diagonal de la pantalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or hold a 1-inch (25 mm) base to the bar and drag:</source>
        <translation>o apoya una peana de 25 mm (1 pulgada) en la barra y arrastra:</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{ppi:.1f} pixels per inch</source>
        <translation>{ppi:.1f} píxeles por pulgada</translation>
    </message>
</context>
<context>
    <name>StartCombatDialog</name>
    <message>
        <location filename="../ui/combat/start_dialog.py" line="+45"/>
        <source>Confrontation: no surprise round; attitudes and splits open each round.</source>
        <translation>Confrontation: sin asalto de sorpresa; actitudes y repartos abren cada asalto.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose who fights.</source>
        <translation>Elige quién combate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>everybody is aware</source>
        <translation>todos son conscientes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody is aware</source>
        <translation>nadie es consciente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No surprise round: {who}. Everyone rolls initiative.</source>
        <translation>Sin asalto de sorpresa: {who}. Todos tiran iniciativa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Surprise round: {acting} act(s); {caught} surprised (flat-footed, roll after it).</source>
        <translation>Asalto de sorpresa: actúa(n) {acting}; {caught} sorprendido(s) (desprevenido(s), tiran después).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Start combat</source>
        <translation>Empezar combate</translation>
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
        <translation>Tirar iniciativa cada asalto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fights</source>
        <translation>Combate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side</source>
        <translation>Bando</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aware</source>
        <translation>Consciente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Potential</source>
        <translation>Potencial</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{side} aware</source>
        <translation>{side} conscientes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{side} unaware</source>
        <translation>{side} no conscientes</translation>
    </message>
</context>
<context>
    <name>TokenItem</name>
    <message>
        <location filename="../ui/items/token_item.py" line="+17"/>
        <source>FF</source>
        <translation>De</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Su</source>
        <translation>So</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sq</source>
        <translation>Es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>H</source>
        <translation>In</translation>
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
        <translation>Mover</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select and drag tokens (Shift: place freely)</source>
        <translation>Seleccionar y arrastrar fichas (Mayús: colocar libremente)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Difficult</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint difficult terrain</source>
        <translation>Pintar terreno difícil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Low wall</source>
        <translation>Murete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint hampering obstacles</source>
        <translation>Pintar obstáculos que estorban</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Block</source>
        <translation>Bloqueo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paint blocking squares</source>
        <translation>Pintar casillas bloqueadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Erase</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Erase terrain</source>
        <translation>Borrar el terreno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wall</source>
        <translation>Muro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw walls on square edges; right-click removes</source>
        <translation>Dibujar muros en los bordes de las casillas; clic derecho para quitar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Door</source>
        <translation>Puerta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw doors; click a door to open/close it</source>
        <translation>Dibujar puertas; clic en una puerta para abrirla o cerrarla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Calibrate</source>
        <translation>Calibrar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drag over one square of the image&apos;s grid</source>
        <translation>Arrastra sobre una casilla de la cuadrícula de la imagen</translation>
    </message>
</context>
<context>
    <name>TurnStrip</name>
    <message>
        <location filename="../ui/player/turn_strip.py" line="+43"/>
        <source>Surprise round</source>
        <translation>Asalto de sorpresa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round}</source>
        <translation>Asalto {round}</translation>
    </message>
</context>
<context>
    <name>UndoActions</name>
    <message>
        <location filename="../ui/undo_actions.py" line="+18"/>
        <location line="+30"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="-27"/>
        <location line="+32"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>&amp;Undo {what}</source>
        <translation>&amp;Deshacer: {what}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Redo {what}</source>
        <translation>&amp;Rehacer: {what}</translation>
    </message>
</context>
<context>
    <name>UvttImport</name>
    <message>
        <location filename="../ui/uvtt_import.py" line="+26"/>
        <source>Opening map</source>
        <translation>Abriendo el mapa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reading {name}…</source>
        <translation>Leyendo {name}…</translation>
    </message>
</context>
</TS>
