% sift: pass the contents of a container through a sift into a target bowl.
% The target comes before the source in the argument list.
action(sift, 'sift the contents of a container into another container').

slot(container_with_sifted_contents, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(target_container, in, transferable_container).
slot(container_with_ingredients_to_be_sifted, in, transferable_container).
slot(sifting_tool, in, sift).

mode(1, [kitchen_state_in, container_with_ingredients_to_be_sifted],
        [container_with_sifted_contents, kitchen_state_out, target_container, sifting_tool]).
mode(2, [kitchen_state_in, target_container, container_with_ingredients_to_be_sifted],
        [container_with_sifted_contents, kitchen_state_out, sifting_tool]).
mode(3, [kitchen_state_in, container_with_ingredients_to_be_sifted, sifting_tool],
        [container_with_sifted_contents, kitchen_state_out, target_container]).
mode(4, [kitchen_state_in, target_container, container_with_ingredients_to_be_sifted, sifting_tool],
        [container_with_sifted_contents, kitchen_state_out]).

% the bowl is retrieved before the sift
default(1, target_container, retrieve(large_bowl)).
default(1, sifting_tool, retrieve(sift)).
default(2, sifting_tool, retrieve(sift)).
default(3, target_container, retrieve(large_bowl)).
% given objects are looked up anywhere
pre(_, in_kitchen(container_with_ingredients_to_be_sifted)).
pre(2, in_kitchen(target_container)).
pre(4, in_kitchen(target_container)).
pre(1, retrieved(target_container)).
pre(3, retrieved(target_container)).
pre(3, in_kitchen(sifting_tool)).
pre(4, in_kitchen(sifting_tool)).
pre(1, retrieved(sifting_tool)).
pre(2, retrieved(sifting_tool)).
% a default target is kept as retrieved (and nothing, when none was, stops the reference)
fails(1, [container_with_sifted_contents, sifting_tool]).
fails(2, [container_with_sifted_contents, sifting_tool]).
fails(3, [container_with_sifted_contents]).
effect(_, sift_into(slot(target_container), container_with_ingredients_to_be_sifted, slot(sifting_tool))).

% only the source's availability counts; 90 s, but 60 s when both target and sift are given
start(_, max(kt, avail(container_with_ingredients_to_be_sifted))).
time(1, container_with_sifted_contents, start + 90).
time(1, kitchen_state_out, start + 90).
time(1, target_container, none).
time(1, sifting_tool, start + 90).
clock(1, start + 90).
time(2, container_with_sifted_contents, start + 90).
time(2, kitchen_state_out, start + 90).
time(2, sifting_tool, start + 90).
clock(2, start + 90).
time(3, container_with_sifted_contents, start + 90).
time(3, kitchen_state_out, start + 90).
time(3, target_container, none).
clock(3, start + 90).
time(4, container_with_sifted_contents, start + 60).
time(4, kitchen_state_out, start + 60).
clock(4, start + 60).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, sift(container_with_sifted_contents, container_with_ingredients_to_be_sifted)).
