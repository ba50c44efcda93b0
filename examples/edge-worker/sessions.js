// Where the conversation of each session lives: this isolate's memory. It stands in for the
// application's database (which keeps its InterviewSession / ConversationMessage tables unchanged);
// on Cloudflare a Durable Object per session would hold it. Bounded, so that a client that
// invents session ids cannot grow the isolate without limit: the least recently used session
// goes first, and a session keeps its latest messages only.
const MAX_SESSIONS = 1000;
const MAX_MESSAGES_PER_SESSION = 200;

const sessions = new Map();

/** The session's {context, messages}, made empty on first use; marks it recently used. */
export function openSession(sessionId) {
  let session = sessions.get(sessionId);
  if (session) {
    sessions.delete(sessionId);
  } else {
    session = { context: {}, messages: [] };
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value);
  }
  sessions.set(sessionId, session);
  return session;
}

/** Appends messages ({role, content}) to the session, dropping the oldest past the bound. */
export function appendMessages(session, ...messages) {
  session.messages.push(...messages);
  if (session.messages.length > MAX_MESSAGES_PER_SESSION) {
    session.messages.splice(0, session.messages.length - MAX_MESSAGES_PER_SESSION);
  }
}
