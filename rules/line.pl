% line: line something with baking paper, paper cups, or a copy of a bowl's content.
action(line, 'line a baking tray, tins or plates').

slot(lined_thing, out, t).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing_to_be_lined, in, t).
slot(lining, in, t).

mode(1, [kitchen_state_in, thing_to_be_lined], [lined_thing, kitchen_state_out, lining]).
mode(2, [kitchen_state_in, thing_to_be_lined, lining], [lined_thing, kitchen_state_out]).

effect(_, line_thing(thing_to_be_lined, slot(lining))).

% a fixed 150 s from the kitchen clock: no input's availability counts
time(_, lined_thing, kt + 150).
time(_, kitchen_state_out, kt + 150).
time(1, lining, none).
% the kitchen clock moves except in the branches for inputs of unexpected classes (effect says)
clock(_, effect_time(line_clock)).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, place(lined_thing, lining)).
