% grease: brush a container with butter (10 g from the stock by default, or a given bowl's content).
action(grease, 'grease a container with butter or another fat').

slot(greased_container, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_to_grease, in, transferable_container).
slot(ingredient_to_grease_with, in, transferable_container).

mode(1, [kitchen_state_in, container_to_grease], [greased_container, kitchen_state_out, ingredient_to_grease_with]).
mode(2, [kitchen_state_in, container_to_grease, ingredient_to_grease_with], [greased_container, kitchen_state_out]).

% 1: 10 g of the kitchen's butter, looked for before anything else (none stops the reference);
% 2: the given bowl's content, read before the failure test (a bowl not in the kitchen stops it)
requires(1, stocked_class(butter), 'no-applicable-method(persistent-id)').
requires(2, in_kitchen(ingredient_to_grease_with), 'no-applicable-method(contents)').
pre(_, not_failed(container_to_grease)).
requires(_, in_kitchen(container_to_grease), 'no-applicable-method(setf-brushed-with)').
% with the butter of the stock (mode 1) the effect sets brushed_with on the container: one
% without it stops the reference
requires(1, settable(container_to_grease, [brushed_with])).
effect(_, grease_container(container_to_grease, slot(ingredient_to_grease_with))).

start(_, max(kt, avail(container_to_grease))).
time(_, greased_container, start + 60).
time(_, kitchen_state_out, start + 60).
% the detached butter portion is bound without a time
time(1, ingredient_to_grease_with, none).
clock(_, start + 60).
% with a given grease, the clock moves only on success (the binding still says start + 60)
failure_clock(2, kt).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, scatter(greased_container, ingredient_to_grease_with)).
