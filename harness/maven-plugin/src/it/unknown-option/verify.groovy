def log = new File(basedir, 'build.log').text
assert log.contains('vtbench run refused') : 'refused before anything starts'
assert log.contains('unknown option --userz (expected one of [') : "the command line's own message, naming its options"
