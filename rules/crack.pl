% crack: crack the eggs of a container into a target container; the shells stay behind.
action(crack, 'crack eggs into a container').

slot(container_with_cracked_eggs, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(eggs, in, transferable_container).
slot(target_container, in, transferable_container).

mode(1, [kitchen_state_in, eggs, target_container], [container_with_cracked_eggs, kitchen_state_out]).
mode(2, [kitchen_state_in, eggs], [container_with_cracked_eggs, kitchen_state_out, target_container]).

default(2, target_container, retrieve(medium_bowl)).
% neither input is a failed object and a default target was retrieved; both containers must then
% be in the kitchen, or the reference stops
pre(_, not_failed(eggs)).
pre(2, retrieved(target_container)).
pre(1, not_failed(target_container)).
requires(_, in_kitchen(eggs), 'no-applicable-method(contents)').
requires(1, in_kitchen(target_container), 'no-applicable-method(contents)').
% the effect reads the amount of every content: one without an amount stops the reference
requires(_, contents_measured(eggs)).
effect(_, crack(eggs, slot(target_container))).

% 5 s per content item of the eggs input (a failed object has 9); no input availability counts
time(_, container_with_cracked_eggs, kt + 5 * count(eggs)).
time(_, kitchen_state_out, kt + 5 * count(eggs)).
time(2, target_container, none).
clock(_, kt + 5 * count(eggs)).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, split(container_with_cracked_eggs, eggs, contents)).
