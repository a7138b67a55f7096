"""Deterministic Rick and Morty data: the same characters, locations and episodes every run.

Sizes follow the public API (826 characters, 126 locations, 51 episodes); names and facts are
made from a seeded generator, so tests can compare what a client reads with what the server
sent without any recorded file.
"""
import random

CHARACTER_COUNT = 826
LOCATION_COUNT = 126
EPISODE_COUNT = 51
PAGE_SIZE = 20

_FIRST = ["Rick", "Morty", "Summer", "Beth", "Jerry", "Squanchy", "Birdperson", "Tammy", "Unity",
          "Noob", "Gear", "Krombopulos", "Abradolf", "Mr.", "Pickle", "Scary", "Zeep", "Glootie"]
_LAST = ["Sanchez", "Smith", "Poopybutthole", "Meeseeks", "Lincler", "Michael", "Xanflorp",
         "Terry", "Gearhead", "Noob-Noob", "Goldenfold", "Person", "Mantis", "Hamster"]
_SPECIES = ["Human", "Alien", "Humanoid", "Robot", "Animal", "Cronenberg", "Mythological Creature"]
_STATUS = ["Alive", "Dead", "unknown"]
_GENDER = ["Female", "Male", "Genderless", "unknown"]
_FAMOUS = {1: "Rick Sanchez", 2: "Morty Smith", 3: "Summer Smith", 4: "Beth Smith", 5: "Jerry Smith"}
_PLACES = ["Earth", "Citadel", "Anatomy Park", "Purge Planet", "Gazorpazorp", "Bird World",
           "Cromulon Dimension", "Froopyland", "Planet Squanch", "Snake Planet"]
_KINDS = ["Planet", "Space station", "Microverse", "Dream", "Resort", "Dimension"]


def _build():
    rng = random.Random(20261129)
    locations = []
    for index in range(1, LOCATION_COUNT + 1):
        locations.append({
            "id": str(index),
            "name": f"{rng.choice(_PLACES)} ({rng.choice(['C-137', 'Replacement', 'Cronenberged', 'Evil'])})",
            "type": rng.choice(_KINDS),
            "dimension": rng.choice(["Dimension C-137", "unknown", "Post-Apocalyptic Dimension"]),
            "residents": [],
            "created": f"2017-11-{(index % 28) + 1:02d}T10:{index % 60:02d}:00.000Z",
        })
    characters = []
    for index in range(1, CHARACTER_COUNT + 1):
        origin = rng.randrange(LOCATION_COUNT + 1)  # 0 means unknown origin
        location = rng.randrange(1, LOCATION_COUNT + 1)
        characters.append({
            "id": str(index),
            "name": _FAMOUS.get(index) or f"{rng.choice(_FIRST)} {rng.choice(_LAST)}",
            "status": rng.choice(_STATUS),
            "species": rng.choice(_SPECIES),
            "type": rng.choice(["", "", "Parasite", "Clone", "Superhuman"]),
            "gender": rng.choice(_GENDER),
            "origin": str(origin) if origin else None,
            "location": str(location),
            "image": f"https://rickandmortyapi.com/api/character/avatar/{index}.jpeg",
            "episode": [],
            "created": f"2017-11-04T18:{index % 60:02d}:{(index * 7) % 60:02d}.000Z",
        })
        locations[location - 1]["residents"].append(str(index))
    episodes = []
    for index in range(1, EPISODE_COUNT + 1):
        cast = sorted(rng.sample(range(1, CHARACTER_COUNT + 1), rng.randrange(8, 40)))
        if index <= 30:
            cast = sorted(set(cast) | {1, 2})
        season, number = divmod(index - 1, 10)
        episodes.append({
            "id": str(index),
            "name": f"Episode {index}: {rng.choice(_FIRST)} and the {rng.choice(_PLACES)}",
            "air_date": f"December {(index % 28) + 1}, {2013 + season}",
            "episode": f"S{season + 1:02d}E{number + 1:02d}",
            "characters": [str(c) for c in cast],
            "created": f"2017-11-10T12:{index % 60:02d}:00.000Z",
        })
        for character in cast:
            characters[character - 1]["episode"].append(str(index))
    return ({c["id"]: c for c in characters}, {l["id"]: l for l in locations}, {e["id"]: e for e in episodes})


CHARACTERS, LOCATIONS, EPISODES = _build()
