% fold: fold the contents of a container gently into one mixture with a wooden spoon (or a given
% mixing tool). A new action without code: the effect is mix's, the timing is its own.
% Example: (fold ?folded ?ks-out ?ks-in ?bowl-with-batter ?spoon)
action(fold, 'fold the contents of a container into one mixture, gently').

slot(container_with_folded_ingredients, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(folding_tool, in, can_mix).

% 1: no tool given: an unused wooden spoon is brought to the counter-top
mode(1, [kitchen_state_in, container_with_ingredients],
        [container_with_folded_ingredients, kitchen_state_out, folding_tool]).
% 2: a given tool, found anywhere in the kitchen
mode(2, [kitchen_state_in, container_with_ingredients, folding_tool],
        [container_with_folded_ingredients, kitchen_state_out]).

default(1, folding_tool, retrieve(wooden_spoon)).
pre(_, on_counter_top(container_with_ingredients)).
pre(1, retrieved(folding_tool)).
pre(2, in_kitchen(folding_tool)).
effect(_, mix_with_tool(container_with_ingredients, folding_tool, mixed)).

% folding is slow: a minute and a half once the ingredients are ready
start(_, max(kt, avail(container_with_ingredients))).
time(_, container_with_folded_ingredients, start + 90).
time(_, kitchen_state_out, start + 90).
time(1, folding_tool, none).
clock(_, start + 90).
