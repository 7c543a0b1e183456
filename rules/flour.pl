% flour: dust a container with flour (10 g of all-purpose flour by default, or a given bowl's content).
action(flour, 'dust a container with flour').

slot(floured_container, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_to_flour, in, transferable_container).
slot(ingredient_to_flour_with, in, transferable_container).

mode(1, [kitchen_state_in, container_to_flour], [floured_container, kitchen_state_out, ingredient_to_flour_with]).
mode(2, [kitchen_state_in, container_to_flour, ingredient_to_flour_with], [floured_container, kitchen_state_out]).

% 1: 10 g of the kitchen's all-purpose flour; 2: the given bowl's first content
pre(_, in_kitchen(container_to_flour)).
pre(1, stocked_class(all_purpose_flour)).
pre(2, in_kitchen(ingredient_to_flour_with)).
pre(2, not_empty(ingredient_to_flour_with)).
% the effect sets sprinkled_with on the container: one without it stops the reference
requires(_, settable(container_to_flour, [sprinkled_with])).
effect(_, flour_container(container_to_flour, slot(ingredient_to_flour_with))).

start(_, max(kt, avail(container_to_flour))).
time(_, floured_container, start + 60).
time(_, kitchen_state_out, start + 60).
% the detached flour portion is bound without a time
time(1, ingredient_to_flour_with, none).
clock(_, start + 60).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, scatter(floured_container, ingredient_to_flour_with)).
