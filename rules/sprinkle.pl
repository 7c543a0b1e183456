% sprinkle: share the first item of a topping container over a container's contents or a
% list's items; each gets a copy of the topping with an equal part of its grams.
action(sprinkle, 'sprinkle a topping over the contents of a container or the items of a list').

slot(sprinkled_object, out, t).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(object, in, t).
slot(topping_container, in, transferable_container).

mode(1, [kitchen_state_in, object, topping_container], [sprinkled_object, kitchen_state_out]).

% the contents of a container (a failed object is one), or the items of a list; anything else
% binds nothing
variant(1, container, is_a(object, transferable_container)).
variant(1, list, is_a(object, list_of_kitchen_entities)).
pre(container, on_counter_top(object)).
pre(list, listed_on_counter_top(object)).
pre(1, on_counter_top(topping_container)).
effect(container, sprinkle_contents(object, topping_container)).
effect(list, sprinkle_items(object, topping_container)).

% the topping's own availability is ignored
start(1, max(kt, avail(object))).
time(1, sprinkled_object, start + 50).
time(1, kitchen_state_out, start + 50).
clock(1, start + 50).

% quantitative mode: the physical procedure (physics/, docs/PHYSICS.md)
physics(_, scatter(sprinkled_object, topping_container)).
