import sys, random, json
sys.path.insert(0, 'graphql-core')  # an unpacked graphql-core 3.3 wheel, if not installed
import graphql
from graphql import parse, print_ast
assert graphql.__version__.startswith('3.3'), graphql.__version__
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
names = ['a','bb','field','someLongerFieldName','x_y','veryVeryLongFieldNameForWrapping']
def name(): return random.choice(names)
def rstr():
    pool = ['a','b',' ','"','\\','\n','\t','é','😀','\u0001','\u007f','"""',"  ",'x'*30,'\r\n']
    return ''.join(random.choice(pool) for _ in range(random.randint(0,6)))
def gql_string(s):
    return json.dumps(s)  # JSON escapes are valid GraphQL escapes
def block_src(s):
    return '"""' + s.replace('"""','\\"""') + '"""'
def value(d=0):
    r = random.random()
    if d > 4 or r < 0.35:
        return random.choice(['1','-2','3.5e2','true','false','null','ENUM_VAL','$var', gql_string(rstr()), block_src(rstr().replace('\\','')) ])
    if r < 0.7:
        return '[' + ', '.join(value(d+1) for _ in range(random.randint(0,5))) + ']'
    return '{' + ', '.join(f'{name()}: {value(d+1)}' for _ in range(random.randint(0,5))) + '}'
def args():
    if random.random() < 0.4: return ''
    return '(' + ', '.join(f'{name()}: {value()}' for _ in range(random.randint(1,5))) + ')'
def dirs():
    return ''.join(f' @{name()}{args()}' for _ in range(random.randint(0,2)))
def sel(d=0):
    r = random.random()
    if r < 0.15: return f'...{name()}{dirs()}'
    if r < 0.3 and d < 4: return f'... on T{dirs()} {sset(d+1)}'
    alias = f'{name()}: ' if random.random()<0.3 else ''
    sub = f' {sset(d+1)}' if d < 4 and random.random() < 0.4 else ''
    return f'{alias}{name()}{args()}{dirs()}{sub}'
def sset(d=0):
    return '{ ' + ' '.join(sel(d) for _ in range(random.randint(1,4))) + ' }'
def desc():
    r = random.random()
    if r < 0.5: return ''
    if r < 0.75: return gql_string(rstr()) + ' '
    return block_src(rstr().replace('\\','')) + ' '
def vardefs():
    if random.random()<0.5: return ''
    return '(' + ' '.join(f'{desc()}${name()}: [Int!]{" = " + value() if random.random()<0.5 else ""}{dirs()}' for _ in range(random.randint(1,3))) + ')'
def op():
    return f'{desc()}query Q{vardefs()}{dirs()} {sset()}'
def inputdef():
    return f'{desc()}{name()}: [In!]!{" = " + value() if random.random()<0.4 else ""}{dirs()}'
def typedef():
    r = random.random()
    if r < 0.5:
        fields = ' '.join(f'{desc()}{name()}{"(" + " ".join(inputdef() for _ in range(random.randint(1,3))) + ")" if random.random()<0.5 else ""}: T{dirs()}' for _ in range(random.randint(1,4)))
        return f'{desc()}type T{dirs()} {{ {fields} }}'
    if r < 0.7:
        return f'{desc()}enum E{dirs()} {{ ' + ' '.join(f'{desc()}V{i}{dirs()}' for i in range(random.randint(1,3))) + ' }'
    if r < 0.85:
        return f'{desc()}input I{dirs()} {{ ' + ' '.join(inputdef() for _ in range(random.randint(1,3))) + ' }'
    return f'{desc()}directive @d' + ('(' + ' '.join(inputdef() for _ in range(random.randint(1,3))) + ')' if random.random()<0.6 else '') + ' on FIELD | QUERY'
out = []
for i in range(int(sys.argv[2]) if len(sys.argv) > 2 else 2000):
    src = op() if random.random() < 0.6 else typedef()
    try:
        doc = parse(src)
    except Exception as e:
        continue
    out.append({'source': src, 'printed': print_ast(doc)})
for r in out: print(json.dumps(r))
