// The clock panel: each seat's time left as of the latest view, ticking down locally for the running
// seat (from when the view arrived, so the browser's own clock may be wrong), the deadline for
// correspondence play, and whether the match is paused, aborted, or a seat timed out or forfeited.
const $ = id => document.getElementById(id);
const panel = { clock: null, receivedAt: 0, timer: null };

/** Minutes and seconds (hours when needed) of a number of milliseconds, rounded up to the second. */
function format(ms) {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60, s = total % 60;
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return (h ? `${h}:` : '') + `${mm}:${String(s).padStart(2, '0')}`;
}

function leftNow(seat) {
  const elapsed = seat.running ? performance.now() - panel.receivedAt : 0;
  return seat.remainingMs === undefined || seat.remainingMs === null ? null : seat.remainingMs - elapsed;
}

/** Once a second at most: the running clock's text (its live region announces no more often). */
function tick() {
  if (!panel.clock) return;
  for (const seat of panel.clock.seats) {
    if (!seat.running) continue;
    const left = leftNow(seat);
    const time = document.querySelector(`#clock-seat-${seat.seat} .clock-time`);
    if (time && left !== null) time.textContent = `${format(left)} left`;
  }
}

/** Counts of system events per seat: timeouts and forfeits are shown beside the clocks. */
function seatEvents(events, type) {
  const counts = new Map();
  for (const e of events) if (e.type === type && e.data) counts.set(e.data.seat, (counts.get(e.data.seat) || 0) + 1);
  return counts;
}

export function renderClocks(head, events, seatName) {
  const clock = head.clock;
  const section = $('clock-section');
  if (!clock || clock.type === 'none') { section.hidden = true; panel.clock = null; return; }
  section.hidden = false;
  panel.clock = clock;
  panel.receivedAt = performance.now();
  $('clock-kind').textContent = clock.type === 'fischer'
    ? `· Fischer ${clock.initialSeconds} s + ${clock.incrementSeconds} s`
    : `· ${clock.secondsPerTurn} s per turn`;
  let state;
  if (clock.aborted) state = 'Aborted by an organizer: the clocks are stopped.';
  else if (head.paused && clock.pausedSeat !== undefined && clock.pausedSeat !== null) state = `Paused: ${seatName(clock.pausedSeat)} ran out of time.`;
  else if (head.paused) state = `Paused by the ${clock.pausedBy || 'organizer'}: no time is charged.`;
  else if (head.finished) state = 'The match is over: the clocks are stopped.';
  else state = `Absent players: ${clock.absentPolicy}.`;
  $('clock-state').textContent = state;
  const timedOut = seatEvents(events, 'seatTimedOut');
  const forfeited = seatEvents(events, 'seatForfeited');
  const list = $('clocks');
  list.replaceChildren();
  for (const seat of clock.seats) {
    const item = document.createElement('li');
    item.id = `clock-seat-${seat.seat}`;
    item.dataset.running = String(seat.running);
    if (seat.remainingMs !== undefined && seat.remainingMs !== null) item.dataset.remainingMs = String(seat.remainingMs);
    if (seat.running) item.className = 'running';
    const name = document.createElement('span');
    name.className = 'clock-name';
    name.textContent = seatName(seat.seat) + ': ';
    const time = document.createElement('span');
    time.className = 'clock-time';
    const left = leftNow(seat);
    time.textContent = left === null ? 'no time running' : `${format(left)} left`;
    if (seat.running) { time.setAttribute('aria-live', 'polite'); time.setAttribute('aria-atomic', 'true'); }
    item.append(name, time);
    const notes = [seat.running ? 'running' : 'stopped'];
    if (seat.running && seat.deadline && clock.type === 'deadline') {
      const due = document.createElement('time');
      due.dateTime = seat.deadline;
      due.textContent = new Date(seat.deadline).toLocaleString();
      item.append(' · deadline ', due);
    }
    if (timedOut.get(seat.seat)) notes.push(`timed out ${timedOut.get(seat.seat)}×`);
    if (forfeited.get(seat.seat)) notes.push('forfeited');
    const note = document.createElement('span');
    note.className = 'clock-note muted';
    note.textContent = ` (${notes.join(', ')})`;
    item.append(note);
    list.append(item);
  }
  if (!panel.timer) panel.timer = setInterval(tick, 1000);
}
