% drizzle: pour a thin stream of a syrup over the contents of a container or a list's items.
% A new action written without TypeScript: its conditions and symbolic effects are sprinkle's,
% its physical procedure in quantitative mode the existing scatter (particles poured onto items).
% Example: (drizzle ?drizzled ?ks-out ?ks-in ?oats ?molasses)
action(drizzle, 'drizzle a syrup over the contents of a container or the items of a list').

slot(drizzled_object, out, t).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(object, in, t).
slot(syrup_container, in, transferable_container).

mode(1, [kitchen_state_in, object, syrup_container], [drizzled_object, kitchen_state_out]).

% the contents of a container or the items of a list, both on the counter-top, as is the syrup
variant(1, container, is_a(object, transferable_container)).
variant(1, list, is_a(object, list_of_kitchen_entities)).
pre(container, on_counter_top(object)).
pre(list, listed_on_counter_top(object)).
pre(1, on_counter_top(syrup_container)).
effect(container, sprinkle_contents(object, syrup_container)).
effect(list, sprinkle_items(object, syrup_container)).

start(1, max(kt, avail(object))).
time(1, drizzled_object, start + 40).
time(1, kitchen_state_out, start + 40).
clock(1, start + 40).

% quantitative mode: the syrup's particles poured onto the object (physics/, docs/PHYSICS.md)
physics(_, scatter(drizzled_object, syrup_container)).
