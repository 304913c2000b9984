/**
 * The server's writes for one move, as one statement: match, move, outbox, inbox events and the
 * users' seqs (what reliquary_commit_move and reliquary_append_events write).
 */
export const baselineText = `
  with m as (
    update matches set state = $1::jsonb, status = $2, result = $3::jsonb,
      active_seats = $4::integer[], version = version + 1, updated_at = now()
    where id = $5 and version = $6 and status = 'active' returning id
  ), mv as (
    insert into moves (match_id, seq, seat, move, events, actor_id)
    select id, $7, $8, $9::jsonb, $10::jsonb, $11 from m
  ), ob as (
    insert into outbox (kind, user_id, match_id, payload, dedupe_key)
    select n.kind, n."userId", n."matchId", n.payload, n."dedupeKey" from m,
      jsonb_to_recordset($12::jsonb) as n(kind text, "userId" text, "matchId" text, payload jsonb, "dedupeKey" text)
    on conflict (dedupe_key) do nothing
  ), counted as (
    select e->>'userId' as user_id, count(*)::integer as n from jsonb_array_elements($13::jsonb) e group by 1
  ), seqs as (
    update users u set event_seq = u.event_seq + c.n from counted c, m where u.id = c.user_id returning u.id, u.event_seq, c.n
  ), ev as (
    insert into events (user_id, seq, type, match_id, payload)
    select s.id, s.event_seq - s.n + (row_number() over (partition by s.id order by e.ord))::integer, e.item->>'type', e.item->>'matchId', e.item->'payload'
    from seqs s join jsonb_array_elements($13::jsonb) with ordinality e(item, ord) on e.item->>'userId' = s.id
  )
  select count(*)::integer as applied from m`;
