% separate-eggs: split every item of an eggs container into a yolk and a white.
action(separate_eggs, 'separate eggs into yolks and whites').

slot(container_with_egg_yolks, out, transferable_container).
slot(container_with_egg_whites, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(eggs, in, transferable_container).
slot(target_container_for_yolks, in, transferable_container).
slot(target_container_for_whites, in, transferable_container).
slot(egg_separator, in, can_separate_eggs).

mode(1, [kitchen_state_in, eggs, target_container_for_yolks, target_container_for_whites, egg_separator],
        [container_with_egg_yolks, container_with_egg_whites, kitchen_state_out]).
mode(2, [kitchen_state_in, eggs],
        [container_with_egg_yolks, container_with_egg_whites, kitchen_state_out,
         target_container_for_yolks, target_container_for_whites, egg_separator]).

% the whites' bowl is fetched first, then another bowl for the yolks, then the separator
default(2, target_container_for_whites, retrieve(medium_bowl)).
default(2, target_container_for_yolks, effect(separate_eggs_other_bowl(target_container_for_whites))).
default(2, egg_separator, retrieve(egg_separator)).
% given containers are looked up anywhere, a given separator on the counter-top
pre(_, in_kitchen(eggs)).
pre(1, in_kitchen(target_container_for_yolks)).
pre(2, retrieved(target_container_for_yolks)).
pre(1, in_kitchen(target_container_for_whites)).
pre(2, retrieved(target_container_for_whites)).
pre(1, on_counter_top(egg_separator)).
pre(2, retrieved(egg_separator)).
% the effect reads the amount of every content: one without an amount stops the reference
requires(_, contents_measured(eggs)).
effect(_, separate_eggs(eggs, slot(target_container_for_yolks), slot(target_container_for_whites), slot(egg_separator))).

% 5 s per content item of the eggs input (a failed object has 9); no input availability counts
time(_, container_with_egg_yolks, kt + 5 * count(eggs)).
time(_, container_with_egg_whites, kt + 5 * count(eggs)).
time(_, kitchen_state_out, kt + 5 * count(eggs)).
time(2, target_container_for_yolks, kt + 5 * count(eggs)).
time(2, target_container_for_whites, kt + 5 * count(eggs)).
time(2, egg_separator, kt + 5 * count(eggs)).
clock(_, kt + 5 * count(eggs)).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, split(container_with_egg_yolks, eggs, yolks_and_whites)).
