/// Words the generator draws names and values from. Made up for the fixture, except the
/// first page's twenty names, which are the recorded API's (facts, so a reader recognizes
/// the page).
enum FixtureVocabulary {
    static let firstPageNames = [
        "Rick Sanchez", "Morty Smith", "Summer Smith", "Beth Smith", "Jerry Smith",
        "Abadango Cluster Princess", "Abradolf Lincler", "Adjudicator Rick", "Agency Director",
        "Alan Rails", "Albert Einstein", "Alexander", "Alien Googah", "Alien Morty", "Alien Rick",
        "Amish Cyborg", "Annie", "Antenna Morty", "Antenna Rick", "Ants in my Eyes Johnson",
    ]
    static let givenNames = [
        "Rick", "Morty", "Jerry", "Beth", "Summer", "Gene", "Tammy", "Birdperson", "Squanchy",
        "Krombopulos", "Jessica", "Brad", "Ethan", "Unity", "Gwendolyn", "Revolio", "Gazorpazorp",
        "Scary Terry", "Mr. Meeseeks", "Glootie", "Noob-Noob", "Pencilvester", "Tinkles", "Nancy",
    ]
    static let descriptors = [
        "Cop", "Cyborg", "Doofus", "Evil", "Fat", "Hammerhead", "Mega", "Plumbus", "Pickle",
        "Cowboy", "Wasp", "Toxic", "Tiny", "Giant", "Robot", "Space", "Cult Leader", "Hologram",
    ]
    static let familyNames = [
        "Smith", "Sanchez", "Johnson", "Goldenfold", "Smithers", "Poopybutthole",
        "Nimbus", "Lincler", "Dunkelberg", "Flanders", "McMillan", "Pimpleton", "Gazorpian",
    ]
    static let species = [
        "Human", "Human", "Human", "Human", "Alien", "Alien", "Alien", "Humanoid", "Robot",
        "Cronenberg", "Mythological Creature", "Animal", "Poopybutthole", "Disease", "unknown",
    ]
    static let types = [
        "Parasite", "Genetic experiment", "Superhuman", "Cyborg", "Fish-Person", "Clone",
        "Gazorpian", "Bepisian", "Meeseeks", "Robot-Crocodile hybrid", "Korblock", "Gromflomite",
    ]
    static let places = [
        "Earth", "Citadel of Ricks", "Anatomy Park", "Interdimensional Cable", "Gazorpazorp",
        "Bird World", "Purge Planet", "Venzenulon 7", "Bepis 9", "Cronenberg Earth",
        "Nuptia 4", "Snuffles' Dream", "Planet Squanch", "Froopyland", "Gear World",
    ]
    static let dimensions = [
        "Dimension C-137", "Replacement Dimension", "Cronenberg Dimension", "Fantasy Dimension",
        "Post-Apocalyptic Dimension", "Dimension 5-126", "Unknown dimension", "Chair Dimension",
    ]
    static let titleWords = [
        "Pilot", "Lawnmower", "Dog", "Anatomy", "Park", "Meeseeks", "Destroy", "Rick", "Potion",
        "Raising", "Gazorpazorp", "Rixty", "Minutes", "Something", "Ricked", "Close", "Rick-counters",
        "Ricklantis", "Mixup", "Vindicators", "Pickle", "Whirly", "Dirly", "Conspiracy", "Morty",
        "Mind", "Blowers", "Auto", "Erotic", "Assimilation", "Total", "Rickall", "Never", "Ricking",
    ]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
}
