% fry: fry the contents of a pan on the kitchen's stove for 30 minutes, on medium heat by default.
% Example: (fry ?fried ?ks-out ?ks-in ?pan ?stove medium-high-heat ?time-qty ?time-unit)
action(fry, 'fry the contents of a pan on the stove').

slot(thing_fried, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing_to_fry, in, transferable_container).
slot(stove_to_fry_on, in, stove).
slot(heating_mode, in, stove_mode).
slot(time_to_fry_quantity, in, quantity).
slot(time_to_fry_unit, in, unit).

% no mode accepts a given stove or a given time
mode(1, [kitchen_state_in, thing_to_fry],
        [thing_fried, kitchen_state_out, stove_to_fry_on, heating_mode, time_to_fry_quantity, time_to_fry_unit]).
mode(2, [kitchen_state_in, thing_to_fry, heating_mode],
        [thing_fried, kitchen_state_out, stove_to_fry_on, time_to_fry_quantity, time_to_fry_unit]).

default(_, stove_to_fry_on, place(stove)).
default(1, heating_mode, new(medium_heat)).
default(_, time_to_fry_quantity, quantity(30)).
default(_, time_to_fry_unit, new(minute)).
pre(_, in_kitchen(thing_to_fry)).
pre(_, placed(stove_to_fry_on, stove)).
pre(_, is_a(thing_to_fry, heatable_container)).
% a failed fry binds a failed stove too; the heating mode and the time stay
fails(_, [thing_fried, stove_to_fry_on]).
effect(_, fry(thing_to_fry, stove_to_fry_on, heating_mode)).

% a fixed 30 minutes, unattended: the cook is free again after 30 s
start(_, max(kt, avail(thing_to_fry))).
time(_, thing_fried, start + 1800).
time(_, stove_to_fry_on, start + 1800).
time(_, kitchen_state_out, start + 30).
time(1, heating_mode, none).
time(_, time_to_fry_quantity, none).
time(_, time_to_fry_unit, none).
clock(_, start + 30).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, heat(thing_fried, fried)).
