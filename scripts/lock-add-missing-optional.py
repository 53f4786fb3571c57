#!/usr/bin/env python3
"""Adds lock entries for platform-specific optional packages the local registry mirror lacks.

The npm registry reachable from our build machines answers 404 for Biome's non-Linux binaries, so
`npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock. Each entry
only needs version, os/cpu/libc and the optional flag: npm ci skips them on this platform.
Run after any `npm install` that touches @biomejs/biome: python3 scripts/lock-add-missing-optional.py
"""
import json

PLATFORMS = {
    'android-arm64': (['android'], ['arm64'], None),
    'android-x64': (['android'], ['x64'], None),
    'darwin-arm64': (['darwin'], ['arm64'], None),
    'darwin-x64': (['darwin'], ['x64'], None),
    'linux-arm64': (['linux'], ['arm64'], ['glibc']),
    'linux-arm64-musl': (['linux'], ['arm64'], ['musl']),
    'linux-x64': (['linux'], ['x64'], ['glibc']),
    'linux-x64-musl': (['linux'], ['x64'], ['musl']),
    'win32-arm64': (['win32'], ['arm64'], None),
    'win32-x64': (['win32'], ['x64'], None),
}

lock = json.load(open('package-lock.json'))
packages = lock['packages']
biome = packages['node_modules/@biomejs/biome']
added = []
for name, version in biome.get('optionalDependencies', {}).items():
    key = 'node_modules/' + name
    if key in packages:
        continue
    os_, cpu, libc = PLATFORMS[name.removeprefix('@biomejs/cli-')]
    entry = {'version': version, 'cpu': cpu, 'dev': True, 'license': 'MIT OR Apache-2.0',
             'optional': True, 'os': os_, 'engines': {'node': '>=14.21.3'}}
    if libc:
        entry['libc'] = libc
    packages[key] = dict(sorted(entry.items()))
    added.append(name)
with open('package-lock.json', 'w') as f:
    json.dump(lock, f, indent=2)
    f.write('\n')
print('added', added or 'nothing')
