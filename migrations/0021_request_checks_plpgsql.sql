-- reliquary_request_checks (0014) in PL/pgSQL, same answers. As a SQL function whose body holds
-- subqueries it cannot be inlined, and PostgreSQL plans a non-inlined SQL function's body again
-- in every statement that calls it: 0.08-0.12 ms of every checked request's statement, a third of
-- a move's time in the database (bench/README.md, "API"). PL/pgSQL keeps its plans for the session.
CREATE OR REPLACE FUNCTION reliquary_request_checks(c jsonb) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF c->>'sessionId' IS NOT NULL AND EXISTS (
    SELECT 1 FROM revoked_sessions r WHERE r.session_id = c->>'sessionId' AND r.expires_at > (c->>'at')::timestamptz)
  THEN
    RETURN jsonb_build_object('revoked', true);
  END IF;
  IF c->>'key' IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN (
    SELECT jsonb_build_object('stored', jsonb_build_object('requestHash', k.request_hash, 'status', k.status, 'body', k.body))
    FROM idempotency_keys k
    WHERE k.user_id = c->>'userId' AND k.key = c->>'key');
END
$$;
