% portion-and-arrange: cut the dough of a container into portions of QUANTITY UNIT and lay them
% out on the counter-top or in a destination (muffin tins: one portion per tin).
action(portion_and_arrange, 'divide dough into portions and arrange them').

slot(portions, out, t).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_dough, in, transferable_container).
slot(quantity, in, quantity).
slot(unit, in, unit).
slot(arrangement_pattern, in, arrangement_pattern).
slot(destination, in, container).

mode(1, [kitchen_state_in, container_with_dough, quantity, unit],
        [portions, kitchen_state_out, arrangement_pattern, destination]).
mode(2, [kitchen_state_in, container_with_dough, quantity, unit, arrangement_pattern],
        [portions, kitchen_state_out, destination]).
mode(3, [kitchen_state_in, container_with_dough, destination, quantity, unit],
        [arrangement_pattern, portions, kitchen_state_out]).
mode(4, [kitchen_state_in, container_with_dough, destination, quantity, unit, arrangement_pattern],
        [portions, kitchen_state_out]).
mode(5, [kitchen_state_in, container_with_dough, destination],
        [arrangement_pattern, quantity, unit, portions, kitchen_state_out]).

default(1, arrangement_pattern, new(evenly_spread)).
default(3, arrangement_pattern, new(evenly_spread)).
default(5, arrangement_pattern, new(evenly_spread)).
effect(1, portion_on_counter_top(container_with_dough, quantity, unit, arrangement_pattern)).
effect(2, portion_on_counter_top(container_with_dough, quantity, unit, arrangement_pattern)).
effect(3, portion_into(container_with_dough, quantity, unit, arrangement_pattern, destination)).
effect(4, portion_into(container_with_dough, quantity, unit, arrangement_pattern, destination)).
effect(5, portion_into_muffin_tins(container_with_dough, destination, arrangement_pattern)).

% however many portions are made
start(_, max(kt, avail(container_with_dough))).
time(_, portions, start + 80).
time(_, kitchen_state_out, start + 80).
time(_, arrangement_pattern, none).
time(_, destination, none).
time(_, quantity, none).
time(_, unit, none).
clock(_, start + 80).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, place(portions, container_with_dough)).
