#!/usr/bin/env python3
"""Every relative link in README.md and docs/*.md must point at a file that exists and, when it names an anchor
(`file.md#heading` or `#heading`), at a heading of that Markdown file, spelled as GitHub makes anchors. Run by
`make examples-listings` (so by `make test`); prints each broken link with its file and line, exit code 1."""
import os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LINK = re.compile(r'!?\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)\)')

def anchors(path):
    """GitHub's anchors of a Markdown file's headings: lower-cased, punctuation but - and _ dropped, spaces to -,
    a repeated one numbered -1, -2, …; headings inside fenced code blocks are not headings."""
    seen, out, fenced = {}, set(), False
    for line in open(path, encoding='utf-8'):
        if line.startswith('```'):
            fenced = not fenced
            continue
        m = None if fenced else re.match(r'#{1,6}\s+(.*?)\s*#*\s*$', line)
        if not m:
            continue
        slug = re.sub(r'[^\w\- ]', '', m.group(1).lower()).replace(' ', '-')
        n = seen.get(slug, 0)
        seen[slug] = n + 1
        out.add(slug if n == 0 else '%s-%d' % (slug, n))
    return out

def check(md):
    problems, fenced = [], False
    for number, line in enumerate(open(md, encoding='utf-8'), 1):
        if line.startswith('```'):
            fenced = not fenced
        if fenced:
            continue
        for target in LINK.findall(re.sub(r'`[^`]*`', '', line)):
            if re.match(r'[a-z]+:', target):
                continue  # https:, mailto:: not checked here
            path, _, anchor = target.partition('#')
            full = os.path.normpath(os.path.join(os.path.dirname(md), path)) if path else md
            where = '%s:%d: %s' % (os.path.relpath(md, ROOT), number, target)
            if not os.path.exists(full):
                problems.append(where + ': no such file')
            elif anchor and full.endswith('.md') and anchor not in anchors(full):
                problems.append(where + ': no heading with that anchor in ' + os.path.relpath(full, ROOT))
    return problems

def selftest():
    """The check must still be able to fail: a known-bad file gives exactly its two broken links."""
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        bad = os.path.join(folder, 'bad.md')
        with open(bad, 'w', encoding='utf-8') as f:
            f.write('# A `heading`\n\n[fine](#a-heading) [gone](missing.md) [no anchor](bad.md#nowhere)\n'
                    '```\n[in code](missing.md)\n```\n')
        found = check(bad)
    if len(found) != 2 or 'missing.md: no such file' not in found[0] or 'no heading' not in found[1]:
        print('links: self-check: the known-bad file should give exactly two broken links; got: %s' % found)
        sys.exit(1)

def main():
    selftest()
    files = [os.path.join(ROOT, 'README.md')] + sorted(
        os.path.join(ROOT, 'docs', f) for f in os.listdir(os.path.join(ROOT, 'docs')) if f.endswith('.md'))
    problems = [p for f in files for p in check(f)]
    for p in problems:
        print('links: ' + p)
    if problems:
        sys.exit(1)
    print('links: every relative link and anchor in README.md and docs/*.md resolves (%d files)' % len(files))

if __name__ == '__main__':
    main()
