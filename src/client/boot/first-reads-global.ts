/** Where the script that runs before the app leaves the replies it asked for. */
export const FIRST_READS_GLOBAL = '__clubFirstReads';

export interface FirstReads {
  /** The session they were asked with. */
  token: string | null;
  /** By readKey of the address. */
  replies: Map<string, Promise<Response>>;
}
