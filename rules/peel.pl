% peel: peel every item of a container; the peels go into a fresh medium bowl.
action(peel, 'peel the ingredients in a container with a knife').

slot(peeled_ingredient, out, transferable_container).
slot(peel_of_ingredient, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(input_ingredient, in, transferable_container).
slot(peeling_tool, in, can_peel).

mode(1, [kitchen_state_in, input_ingredient],
        [peeled_ingredient, peel_of_ingredient, kitchen_state_out, peeling_tool]).
mode(2, [kitchen_state_in, input_ingredient, peeling_tool],
        [peeled_ingredient, peel_of_ingredient, kitchen_state_out]).

% the knife is fetched before the bowl for the peels
default(1, peeling_tool, retrieve(knife)).
default(_, peel_of_ingredient, retrieve(medium_bowl)).
pre(_, not_failed(input_ingredient)).
pre(1, retrieved(peeling_tool)).
pre(2, on_counter_top(peeling_tool)).
pre(_, retrieved(peel_of_ingredient)).
effect(_, peel(input_ingredient, peeling_tool, peel_of_ingredient)).

start(_, max(kt, avail(input_ingredient))).
time(_, peeled_ingredient, start + 60).
time(_, peel_of_ingredient, start + 60).
time(_, kitchen_state_out, start + 60).
time(1, peeling_tool, start + 60).
clock(_, start + 60).
% with a given knife, a failed peel leaves the kitchen clock where it was
failure_clock(2, kt).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, split(peeled_ingredient, input_ingredient, peel)).
