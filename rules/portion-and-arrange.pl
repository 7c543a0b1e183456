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
% 1, 3, 4 test only for a failed dough container, 2 and 5 look it up on the counter-top; 5 needs
% muffin tins
pre(1, not_failed(container_with_dough)).
pre(3, not_failed(container_with_dough)).
pre(4, not_failed(container_with_dough)).
pre(2, on_counter_top(container_with_dough)).
pre(5, on_counter_top(container_with_dough)).
pre(5, in_kitchen(destination)).
pre(5, is_a(destination, muffin_tins)).
% past those tests, a dough container not on the counter-top, an empty one, or a destination not
% in the kitchen stops the reference
requires(1, on_counter_top(container_with_dough), 'no-applicable-method(contents)').
requires(3, on_counter_top(container_with_dough), 'no-applicable-method(contents)').
requires(4, on_counter_top(container_with_dough), 'no-applicable-method(contents)').
requires(1, has_dough(container_with_dough), 'no-applicable-method(amount)').
requires(2, has_dough(container_with_dough), 'no-applicable-method(amount)').
requires(3, has_dough(container_with_dough), 'no-applicable-method(amount)').
requires(4, has_dough(container_with_dough), 'no-applicable-method(amount)').
requires(3, in_kitchen(destination), 'no-applicable-method(contents)').
requires(4, in_kitchen(destination), 'no-applicable-method(contents)').
% a portion size in another unit than g is weighed as that much of the dough
requires(1, weighable(container_with_dough, unit)).
requires(2, weighable(container_with_dough, unit)).
requires(3, weighable(container_with_dough, unit)).
requires(4, weighable(container_with_dough, unit)).
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
physics(_, place(portions, portions)).
