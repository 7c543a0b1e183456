% preheat-oven: heat an oven (the kitchen's by default) to a temperature.
% Example: (preheat-oven ?preheated-oven ?ks-out ?ks-in ?oven 175 degrees-celsius)
action(preheat_oven, 'preheat an oven to a temperature').

slot(preheated_oven, out, oven).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(oven, in, oven).
slot(quantity, in, quantity).
slot(unit, in, unit).

% 1: the kitchen's oven
mode(1, [kitchen_state_in, quantity, unit], [preheated_oven, kitchen_state_out, oven]).
% 2: a given oven
mode(2, [kitchen_state_in, oven, quantity, unit], [preheated_oven, kitchen_state_out]).

% without a given oven the kitchen's is preheated, and the oven output is the input state's oven,
% still cold
default(1, oven, input_place(oven)).
pre(1, placed(oven, oven)).
pre(2, in_kitchen(oven)).
effect(_, preheat_oven(slot(oven), quantity, unit)).

% fixed durations from the kitchen time, whatever the inputs' availability: the cook turns the
% oven on in 15 s, the oven is hot 10 minutes later
time(_, preheated_oven, kt + 615).
time(_, kitchen_state_out, kt + 15).
time(1, oven, kt).
clock(_, kt + 15).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, heat(preheated_oven)).
