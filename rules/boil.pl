% boil: boil the contents of a container on a stove, by default 30 minutes on medium heat.
% Example: (boil ?boiled ?ks-out ?ks-in ?pot ?stove ?heating-mode ?time-qty ?time-unit)
action(boil, 'boil the contents of a container on a stove for a time').

slot(thing_boiled, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing_to_boil, in, transferable_container).
slot(stove_to_boil_on, in, stove).
slot(heating_mode, in, stove_mode).
slot(time_to_boil_quantity, in, quantity).
slot(time_to_boil_unit, in, unit).

% 1: a time, no stove: the kitchen's stove (the only mode that checks the container can go on it)
mode(1, [kitchen_state_in, thing_to_boil, time_to_boil_quantity, time_to_boil_unit],
        [thing_boiled, kitchen_state_out, stove_to_boil_on, heating_mode]).
% 2: a stove and a time
mode(2, [kitchen_state_in, thing_to_boil, stove_to_boil_on, time_to_boil_quantity, time_to_boil_unit],
        [thing_boiled, kitchen_state_out, heating_mode]).
% 3: a stove, default time
mode(3, [kitchen_state_in, thing_to_boil, stove_to_boil_on],
        [thing_boiled, kitchen_state_out, time_to_boil_quantity, time_to_boil_unit, heating_mode]).
% 4: only the thing: the kitchen's stove, default time
mode(4, [kitchen_state_in, thing_to_boil],
        [thing_boiled, kitchen_state_out, stove_to_boil_on, heating_mode, time_to_boil_quantity, time_to_boil_unit]).
% 5: everything given
mode(5, [kitchen_state_in, thing_to_boil, stove_to_boil_on, heating_mode, time_to_boil_quantity, time_to_boil_unit],
        [thing_boiled, kitchen_state_out]).

default(1, stove_to_boil_on, place(stove)).
default(4, stove_to_boil_on, place(stove)).
default(1, heating_mode, new(medium_heat)).
default(2, heating_mode, new(medium_heat)).
default(3, heating_mode, new(medium_heat)).
default(4, heating_mode, new(medium_heat)).
default(3, time_to_boil_quantity, quantity(30)).
default(3, time_to_boil_unit, new(minute)).
default(4, time_to_boil_quantity, quantity(30)).
default(4, time_to_boil_unit, new(minute)).

% on failure mode 1 still binds the real stove, mode 4 a failed object
pre(_, in_kitchen(thing_to_boil)).
pre(1, placed(stove_to_boil_on, stove)).
pre(4, placed(stove_to_boil_on, stove)).
pre(2, in_kitchen(stove_to_boil_on)).
pre(3, in_kitchen(stove_to_boil_on)).
pre(5, in_kitchen(stove_to_boil_on)).
% mode 1 alone refuses a container that cannot go on a stove
pre(1, is_a(thing_to_boil, heatable_container)).
% a failed boil of mode 4 binds a failed stove too; the other modes keep theirs
fails(4, [thing_boiled, stove_to_boil_on]).
% the reference takes a time of zero or less as it is (the clock goes back): check refuses it
advises(_, positive(time_to_boil_quantity)).
effect(_, boil(thing_to_boil, stove_to_boil_on, heating_mode)).

% the reference compares the unit with `hour` in a way that never matches: every time counts as
% minutes; --semantics corrected counts an hour as 3600 s. The stove's own availability is ignored
start(_, max(kt, avail(thing_to_boil))).
time(_, thing_boiled, start + if(corrected, if(isa(time_to_boil_unit, hour), 3600, 60), 60) * value(time_to_boil_quantity)).
time(1, stove_to_boil_on, start + if(corrected, if(isa(time_to_boil_unit, hour), 3600, 60), 60) * value(time_to_boil_quantity)).
time(4, stove_to_boil_on, start + if(corrected, if(isa(time_to_boil_unit, hour), 3600, 60), 60) * value(time_to_boil_quantity)).
time(_, heating_mode, none).
time(3, time_to_boil_quantity, none).
time(3, time_to_boil_unit, none).
time(4, time_to_boil_quantity, none).
time(4, time_to_boil_unit, none).
% boiling is unattended: the cook is free again after 30 s
time(_, kitchen_state_out, start + 30).
clock(_, start + 30).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, heat(thing_boiled, boiled)).
