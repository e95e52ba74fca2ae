// libyaml, as seen by Swift. Debian/Ubuntu: apt-get install libyaml-dev
#include <yaml.h>
