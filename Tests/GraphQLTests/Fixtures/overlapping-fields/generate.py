"""Random documents for the overlapping-fields rule, labelled by graphql-core 3.3.2.

Run with graphql-core 3.3.2 importable:  python3 generate.py > random-documents.jsonl
Two generator settings (seed 101: fewer spreads; seed 202: more fragments and spreads) make
1,500 documents each over the schema in SDL below (also in schema.graphql); kept are documents
under 450 characters with under 40 errors: up to 45 with sub-field conflicts, up to 40
without errors, up to 100 others (170 in all).
"""
import json, random, sys
from graphql import build_schema, parse, validate
from graphql.validation import OverlappingFieldsCanBeMergedRule
SDL = '''
interface Node { id: ID! name: String }
interface Named { name: String }
type A implements Node & Named { id: ID! name: String a: Int child: Node list: [Int] items(first: Int, after: String): [A!]! other: B }
type B implements Node & Named { id: ID! name: String! b: String child: Node list: [String] items(first: Int): [B] other: A }
type C { name: String c: Float }
union U = A | B | C
enum E { X Y }
input In { x: Int y: [String] }
scalar S
type Query { node(id: ID): Node u: U a: A b: B c: C q: Query name: String v(arg: Int, e: E, i: In, s: S): Int list: [Int] }
'''
schema = build_schema(SDL)
fields = {
 'Query': ['node','u','a','b','c','q','name','v','list','__typename','missing'],
 'Node': ['id','name','__typename'], 'Named': ['name'],
 'A': ['id','name','a','child','list','items','other','__typename'],
 'B': ['id','name','b','child','list','items','other'],
 'C': ['name','c'], 'U': ['__typename'],
}
ret = {'node':'Node','u':'U','a':'A','b':'B','c':'C','q':'Query','child':'Node','items':None,'other':None}
types = ['A','B','C','Node','Named','U','Query']
aliases = ['x','y','name','a','b','id']
values = ['1','2','1.0','"s"','"""s"""','X','Y','null','true','[1, 2]','[2, 1]','{x: 1, y: ["a"]}','{y: ["a"], x: 1}','$v','$w']
def val(): return random.choice(values)
def sel(t, depth, frags, fragment_share):
    n = random.randint(1, 4)
    out = []
    for _ in range(n):
        r = random.random()
        if r < 0.6 or depth > 3:
            f = random.choice(fields.get(t, ['name','id','a']))
            s = ''
            if random.random() < 0.35: s += random.choice(aliases) + ': '
            s += f
            if random.random() < 0.25:
                s += '(%s)' % ', '.join('%s: %s' % (k, val()) for k in random.sample(['arg','e','i','s','first','id'], random.randint(1,2)))
            if random.random() < 0.08: s += ' @stream' + random.choice(['', '(initialCount: 1)', '(initialCount: 2)'])
            sub = ret.get(f, None)
            if f in ('items','other'): sub = random.choice(['A','B'])
            if f in ret and depth < 4 and random.random() < 0.9:
                s += ' { %s }' % sel(sub or 'A', depth+1, frags, fragment_share)
            elif random.random() < 0.05 and depth < 4:
                s += ' { %s }' % sel('A', depth+1, frags, fragment_share)
            out.append(s)
        elif r < fragment_share:
            tc = random.choice(types + [None])
            out.append('... %s{ %s }' % (('on %s ' % tc) if tc else '', sel(tc or t, depth+1, frags, fragment_share)))
        else:
            out.append('...' + random.choice(frags + ['Missing']))
    return ' '.join(out)
def generate(count, seed, fragment_share, most_fragments):
    random.seed(seed)
    for i in range(count):
        frags = ['F%d' % k for k in range(random.randint(0 if most_fragments == 4 else 1, most_fragments))]
        defs = []
        for fname in frags:
            tc = random.choice(types)
            defs.append('fragment %s on %s { %s }' % (fname, tc, sel(tc, 1, frags, fragment_share)))
        doc = '\n'.join(['{ %s }' % sel('Query', 0, frags, fragment_share)] + defs)
        errs = validate(schema, parse(doc), [OverlappingFieldsCanBeMergedRule])
        yield doc, [{'message': e.message, 'locations': [{'line': l.line, 'column': l.column} for l in (e.locations or [])]} for e in errs]

rows = [r for setting in ((101, 0.8, 4), (202, 0.7, 7)) for r in generate(1500, *setting)]
rows = [r for r in rows if len(r[1]) < 40 and len(r[0]) < 450]
sub = [r for r in rows if any('subfields' in e['message'] for e in r[1])][:45]
none = [r for r in rows if not r[1]][:40]
rest = [r for r in rows if r not in sub and r not in none][:100]
for i, (doc, errors) in enumerate(sub + none + rest):
    print(json.dumps({'test': 'random%d' % i, 'document': doc, 'errors': errors}))
