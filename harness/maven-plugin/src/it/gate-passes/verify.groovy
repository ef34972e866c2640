def log = new File(basedir, 'build.log').text
assert log.contains('vtbench: gate virtual/pool >= 0.9 at cpu-1: PASSED') : 'the verdict on the log'
assert log.contains('BUILD SUCCESS')
