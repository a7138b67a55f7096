"""Lists and writes for the test server: an episode's cast as a connection paged by cursor,
a rename the server refuses when the name is empty, a slow rename, and adding to a cast.

The SDL is the last block of Examples/RickAndMorty/schema.graphql; server.py asks `RESOLVERS` first for every field.
Writes change the server's data for the rest of its run, so tests write only to characters
and episodes no other test reads (the read tests use pages 1, 2 and 42 and characters 1, 2
and 300).
"""
import time

from graphql import GraphQLError

import data

_PREFIX = "cast:"
_MAX_DELAY_MS = 10_000


def _cursor(index):
    return f"{_PREFIX}{index}"


def _index(cursor):
    if not cursor.startswith(_PREFIX) or not cursor[len(_PREFIX):].isdigit():
        raise GraphQLError(f"'{cursor}' is not a cursor of this list")
    return int(cursor[len(_PREFIX):])


def _count(value, name):
    if value is not None and value < 0:
        raise GraphQLError(f"'{name}' must not be negative")
    return value


def _connection(ids, nodes, first=None, after=None, last=None, before=None):
    """A Relay connection over `ids`: the window after `after` and before `before`, then its
    first `first` or last `last` entries."""
    start = _index(after) + 1 if after is not None else 0
    end = min(_index(before), len(ids)) if before is not None else len(ids)
    window = list(range(start, max(start, end)))
    if _count(first, "first") is not None:
        window = window[:first]
    if _count(last, "last") is not None:
        window = window[len(window) - last:] if last < len(window) else window
    edges = [{"cursor": _cursor(i), "node": nodes[ids[i]]} for i in window]
    return {
        "totalCount": len(ids),
        "edges": edges,
        "pageInfo": {
            "hasNextPage": (window[-1] + 1 if window else end) < len(ids),
            "hasPreviousPage": (window[0] if window else start) > 0,
            "startCursor": _cursor(window[0]) if window else None,
            "endCursor": _cursor(window[-1]) if window else None,
        },
    }


def _episode(episode_id):
    episode = data.EPISODES.get(episode_id)
    if episode is None:
        raise GraphQLError(f"no episode {episode_id}")
    return episode


def _character(character_id):
    character = data.CHARACTERS.get(character_id)
    if character is None:
        raise GraphQLError(f"no character {character_id}")
    return character


def cast(episode, _info, first=None, after=None, last=None, before=None):
    return _connection(episode["characters"], data.CHARACTERS, first, after, last, before)


def fetch_episode(_root, _info, id):
    return data.EPISODES.get(id)


def rename_character(_root, _info, id, name):
    if not name.strip():
        raise GraphQLError("A character's name must not be empty.")
    character = _character(id)
    character["name"] = name
    return character


def rename_character_slowly(root, info, id, name, delayMs):
    time.sleep(min(max(delayMs, 0), _MAX_DELAY_MS) / 1000)
    return rename_character(root, info, id, name)


def add_to_cast(_root, _info, episodeId, characterId):
    episode, character = _episode(episodeId), _character(characterId)
    if characterId not in episode["characters"]:
        episode["characters"].append(characterId)
        character["episode"].append(episodeId)
    index = episode["characters"].index(characterId)
    return {"castEdge": {"cursor": _cursor(index), "node": character}}


# (parent type, field) -> resolver(source, info, **arguments)
RESOLVERS = {
    ("Episode", "cast"): cast,
    ("Query", "fetch__Episode"): fetch_episode,
    ("Mutation", "renameCharacter"): rename_character,
    ("Mutation", "renameCharacterSlowly"): rename_character_slowly,
    ("Mutation", "addToCast"): add_to_cast,
}
