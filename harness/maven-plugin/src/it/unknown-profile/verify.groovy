def log = new File(basedir, 'build.log').text
assert log.contains('vtbench run refused') : 'refused before anything starts'
assert log.contains('cpu-9') && log.contains('cpu-1') : "the matrix's message names the profile and those it has"
assert !log.contains('cannot find vtbench') : 'the data files came from the distribution jar'
