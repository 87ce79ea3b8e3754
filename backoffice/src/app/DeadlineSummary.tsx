/**
 * The home's Atendimento card (support and admin: the API checks the role): how many owed
 * tickets fall due today and how many are late, each linking to the queue with that filter.
 * The API counts them; a count of none is said, not linked.
 */
import { useEffect, useState } from 'react';
import { graphql, problemText } from '../lib/api';
import { dueTodayText, lateText, queuePathFor } from '../lib/desk';
import { SupportDeadlinesDocument } from '../lib/graphql/generated/graphql';
import type { SupportDeadlinesQuery, TicketDeadline } from '../lib/graphql/generated/graphql';

type Counts = SupportDeadlinesQuery['supportDeadlines'];

function Count({
  deadline,
  count,
  text,
}: {
  deadline: TicketDeadline;
  count: number;
  text: string;
}) {
  return <li>{count === 0 ? text : <a href={queuePathFor(deadline)}>{text}</a>}</li>;
}

export function DeadlineSummary() {
  const [counts, setCounts] = useState<Counts | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let current = true;
    graphql(SupportDeadlinesDocument).then(
      (data) => current && setCounts(data.supportDeadlines),
      (error: unknown) => current && setProblem(problemText(error)),
    );
    return () => {
      current = false;
    };
  }, []);

  if (problem) {
    return (
      <p role="alert" className="alert">
        {problem}
      </p>
    );
  }
  if (!counts) return <p className="bo-muted">Carregando prazos…</p>;
  return (
    <ul className="bo-deadlines" aria-label="Prazos de resposta">
      <Count deadline="DUE_TODAY" count={counts.dueToday} text={dueTodayText(counts.dueToday)} />
      <Count deadline="LATE" count={counts.late} text={lateText(counts.late)} />
    </ul>
  );
}
