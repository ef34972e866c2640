def log = new File(basedir, 'build.log').text
assert log.contains('BUILD FAILURE') : 'a failed gate fails the build'
assert log.contains('vtbench gate: a gate failed or could not be judged') : 'the failure says why'
assert log.contains('FAILS (needs >= 100)') : 'with the pair verdict in the message'
