#!/bin/sh
# Makes target/jmlir.jar and target/ext/ for jrun's class path with the AOT cache (run-tool/pom.xml,
# execution jmlir-jar; why: the comment there and BENCHMARKS.md issue 12, branch lat14c).
#   jmlir.jar  the classes and resources of jrun's jmlir modules in one stored jar; their
#              META-INF/services files are joined (several modules provide the same services) and
#              their other META-INF entries left out
#   ext/       the other jars of target/lib (hard links, else copies)
# Usage: jmlir-jar.sh TARGET_DIR JAR_TOOL VERSION JMLIR_JARS   (JMLIR_JARS: a class path, ':'-separated;
# an entry may be a jar or a classes directory)
set -e
t=$1 jar=$2 v=$3 jars=$4
out=$t/jmlir.jar m=$t/jmlir.d x=$t/jmlir.x e=$t/ext
rm -rf "$out" "$m" "$x" "$e"
mkdir -p "$m/META-INF/services" "$e"
# The file names of the joined jars as target/lib holds them (without the version), to leave out of ext/.
names=" "
IFS=:
for j in $jars; do
  n=${j##*/}
  names="$names${n%-$v.jar}.jar "
  rm -rf "$x"
  if [ -d "$j" ]; then cp -R "$j" "$x"; else mkdir "$x"; (cd "$x" && "$jar" xf "$j"); fi
  for s in "$x"/META-INF/services/*; do
    if [ -f "$s" ]; then { cat "$s"; echo; } >> "$m/META-INF/services/${s##*/}"; fi
  done
  rm -rf "$x/META-INF"
  cp -R "$x"/. "$m"/
done
unset IFS
rm -rf "$x"
"$jar" --create --no-compress --file "$out" -C "$m" .
rm -rf "$m"
for j in "$t"/lib/*.jar; do
  case $names in
    *" ${j##*/} "*) ;;
    *) ln -f "$j" "$e"/ 2>/dev/null || cp "$j" "$e"/ ;;
  esac
done
