// A rule file of one's own for the testing kit's tests: a mixing action, `glaze`, as written.
/** A mixing action of our own; `edit` breaks it. */
export const glaze = (edit: (text: string) => string = (t) => t) =>
  edit(`action(glaze, 'glaze the contents of a container').
slot(glazed, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(thing, in, transferable_container).
slot(brush, in, can_mix).
mode(1, [kitchen_state_in, thing], [glazed, kitchen_state_out, brush]).
mode(2, [kitchen_state_in, thing, brush], [glazed, kitchen_state_out]).
default(1, brush, retrieve(whisk)).
pre(_, on_counter_top(thing)).
pre(1, retrieved(brush)).
pre(2, in_kitchen(brush)).
effect(_, mix_with_tool(thing, brush, mixed)).
start(_, max(kt, avail(thing))).
time(_, glazed, start + 45).
time(_, kitchen_state_out, start + 45).
time(1, brush, none).
clock(_, start + 45).
`);
