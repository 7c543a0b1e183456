% seed: remove the seeds of every item of a container; the seeds go into a fresh medium bowl.
action(seed, 'seed the ingredients in a container with a knife').

slot(seeded_ingredient, out, transferable_container).
slot(seed_of_ingredient, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(input_ingredient, in, transferable_container).
slot(seeding_tool, in, can_seed).

mode(1, [kitchen_state_in, input_ingredient],
        [seeded_ingredient, seed_of_ingredient, kitchen_state_out, seeding_tool]).
mode(2, [kitchen_state_in, input_ingredient, seeding_tool],
        [seeded_ingredient, seed_of_ingredient, kitchen_state_out]).

% the knife is fetched before the bowl for the seeds
default(1, seeding_tool, retrieve(knife)).
default(_, seed_of_ingredient, retrieve(medium_bowl)).
pre(_, not_failed(input_ingredient)).
pre(1, retrieved(seeding_tool)).
pre(2, on_counter_top(seeding_tool)).
pre(_, retrieved(seed_of_ingredient)).
effect(_, seed(input_ingredient, seeding_tool, seed_of_ingredient)).

start(_, max(kt, avail(input_ingredient))).
time(_, seeded_ingredient, start + 60).
time(_, seed_of_ingredient, start + 60).
time(_, kitchen_state_out, start + 60).
time(1, seeding_tool, start + 60).
clock(_, start + 60).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, split(seeded_ingredient, input_ingredient, seeds)).
