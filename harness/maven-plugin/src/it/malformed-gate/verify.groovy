def log = new File(basedir, 'build.log').text
assert log.contains('vtbench gate refused') : 'a refusal, not a failed gate'
assert log.contains("gate 'virtual/pool >= 0.9 at' names no CPU profile") : "the command line's own message"
