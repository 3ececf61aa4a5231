"""A third-party bot written only against the Python SDK that the openapi-generator CLI makes from
openapi/openapi.yaml (generator `python`, untouched): it creates a match of one game and plays it to
the end, each turn choosing among the legal commands the SDK decodes and submitting one as it is
(the legal list's command is the body's own class: no conversion). Every answer it reads goes
through the SDK's models and must come back out as the JSON the service sent. It exits 1 on any
mismatch and prints one JSON summary line otherwise.

Usage: python3 bot.py <SDK directory> <base URL> <ruleset> <seed>
"""

import json
import random
import re
import sys
from datetime import datetime

sdk, base, ruleset, seed = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
sys.path.insert(0, sdk)

from openapi_client import (  # noqa: E402 (the SDK's directory is an argument)
    ApiClient,
    Configuration,
    CreateMatchRequest,
    EventPage,
    GameCommand,
    LegalCommands,
    Match,
    MatchesApi,
    Player,
    Problem,
    SubmitAnswer,
)
from openapi_client.exceptions import ApiException  # noqa: E402

INSTANT = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$")


def normalized(value):
    """
    JSON with every date-time as its instant in microseconds (digits may be written differently),
    and a null member as an absent one: the SDK's from_dict marks every declared member as set, so
    it writes an absent nullable member back as null (JSON Merge Patch reads both alike).
    """
    if isinstance(value, list):
        return [normalized(v) for v in value]
    if isinstance(value, dict):
        return {k: normalized(v) for k, v in sorted(value.items()) if v is not None}
    if isinstance(value, str) and INSTANT.match(value):
        return round(datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp() * 1_000_000)
    return value


round_trips = 0


def read(raw, model, label):
    """The answer as the SDK's model, checked to write back as the JSON the service sent."""
    global round_trips
    text = raw.data.decode("utf-8")
    if raw.status >= 300:
        sys.exit(f"{label}: status {raw.status}: {text}")
    decoded = model.from_json(text)
    again = json.loads(decoded.to_json())
    sent = json.loads(text)
    if normalized(again) != normalized(sent):
        sys.exit(f"{label} does not round-trip:\n{json.dumps(sent, sort_keys=True)}\n{json.dumps(again, sort_keys=True)}")
    round_trips += 1
    return decoded


def api(token=None):
    return MatchesApi(ApiClient(Configuration(host=base, access_token=token)))


chooser = random.Random(seed)
spectator = api()
seats = {"great-fire-of-london-1666": 3}.get(ruleset, 2)
created = spectator.create_match(
    CreateMatchRequest(ruleset=ruleset, players=[Player(name=f"py-{i}") for i in range(seats)], seed=seed)
)
match_id = str(created.match.actual_instance.id)
tokens = {credential.seat: credential.token for credential in created.seats}
seat_apis = {seat: api(token) for seat, token in tokens.items()}

commands = 0
conflicts = 0
while True:
    match = read(spectator.get_match_without_preload_content(match_id), Match, "the match").actual_instance
    if match.finished:
        break
    seat = match.to_act[0]
    player = seat_apis[seat]
    legal = read(player.get_legal_commands_without_preload_content(match_id), LegalCommands, "the legal list")
    listed = legal.actual_instance.commands
    if not listed:
        sys.exit(f"{ruleset}: seat {seat} is to act at version {match.version} with no legal command")
    # A command of the game's legal list is the command body as it is (both are unions of the same classes).
    body = GameCommand(listed[chooser.randrange(len(listed))].actual_instance)
    if commands == 3:  # once: a stale version comes back as a typed Problem
        try:
            player.submit_command(match_id, f'"{match.version - 1}"', body)
            sys.exit("a stale If-Match was accepted")
        except ApiException as e:
            problem = Problem.from_json(e.body)
            if e.status != 412 or problem.code != "VERSION_CONFLICT":
                sys.exit(f"a stale If-Match: {e.status} {e.body}")
            conflicts += 1
    answer = read(
        player.submit_command_without_preload_content(match_id, f'"{match.version}"', body),
        SubmitAnswer,
        "the submit answer",
    )
    commands += 1
    if commands > 5000:
        sys.exit(f"{ruleset}: no end after 5000 commands")

events = 0
after = 0
while True:
    page = read(spectator.list_events_without_preload_content(match_id, after=after, limit=500), EventPage, "events")
    events += len(page.items)
    after = page.next_after
    if not page.has_more:
        break
if events != match.version:
    sys.exit(f"{ruleset}: {events} events listed for version {match.version}")

print(
    json.dumps(
        {
            "ruleset": ruleset,
            "matchId": match_id,
            "version": match.version,
            "commands": commands,
            "conflicts": conflicts,
            "roundTrips": round_trips,
            "standings": len(match.result or []),
        }
    )
)
