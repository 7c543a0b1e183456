// The part of tau-prolog's API this project uses (the package ships no types).
declare module 'tau-prolog' {
  interface ConsultOptions {
    file?: boolean;
    url?: boolean;
    html?: boolean;
    script?: boolean;
    success?: () => void;
    error?: (err: unknown) => void;
  }
  interface Session {
    consult(program: string, options?: ConsultOptions): void;
    query(goal: string, options?: { success?: () => void; error?: (err: unknown) => void }): void;
    answer(options: { success?: (answer: unknown) => void; error?: (err: unknown) => void; fail?: () => void; limit?: () => void }): void;
    rules: Record<string, unknown>;
  }
  const pl: {
    create(limit?: number): Session;
    format_answer(answer: unknown, session?: Session): string;
  };
  export default pl;
}
declare module 'tau-prolog/modules/lists.js' {
  const load: (pl: unknown) => void;
  export default load;
}
