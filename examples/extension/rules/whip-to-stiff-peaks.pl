% whip-to-stiff-peaks: whip the contents of a container with a mixer until they hold stiff peaks.
% Example: (whip-to-stiff-peaks ?whipped-cream ?ks-out ?ks-in ?cream ?mixer)
action(whip_to_stiff_peaks, 'whip the contents of a container with a mixer until stiff peaks form').

% arguments in network order: outputs, kitchen-state-out, kitchen-state-in, inputs
slot(container_with_whipped_ingredients, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(whipping_tool, in, can_beat).

% 1: no tool given: an unused mixer is brought to the counter-top
mode(1, [kitchen_state_in, container_with_ingredients],
        [container_with_whipped_ingredients, kitchen_state_out, whipping_tool]).
% 2: a given tool (a mixer, a whisk, ...), which must lie on the counter-top
mode(2, [kitchen_state_in, container_with_ingredients, whipping_tool],
        [container_with_whipped_ingredients, kitchen_state_out]).

default(1, whipping_tool, retrieve(mixer)).
% when it works: the container lies on the counter-top, and so does the tool (retrieved there by
% the default, or given); otherwise the action fails and binds failed objects
pre(_, on_counter_top(container_with_ingredients)).
pre(1, retrieved(whipping_tool)).
pre(2, on_counter_top(whipping_tool)).
% the contents become one homogeneous mixture flagged whipped (a slot of whippable, see the
% example ontology); the tool is marked used
effect(_, mix_with_tool(container_with_ingredients, whipping_tool, whipped)).

% three minutes of the cook's time, once the ingredients are ready; the mixer is free again then
start(_, max(kt, avail(container_with_ingredients))).
time(_, container_with_whipped_ingredients, start + 180).
time(_, kitchen_state_out, start + 180).
time(1, whipping_tool, start + 180).
clock(_, start + 180).
