#!/bin/sh
# Makes target/jrun-resources.jar, target/jmlir.jar and target/ext/ for jrun's class path with the AOT
# cache, jrun-resources.jar:ext/*:jmlir.jar (run-tool/pom.xml, execution jmlir-jar; why: the comment
# there and BENCHMARKS.md issue 12, branches lat14c and lat15b).
#   jrun-resources.jar  run-tool's resources without its classes (JavaCPP's three resources, the
#              support object), first on the class path: the class-path resource reads find them at
#              once; it holds no class, so the JVM's start sets up no code source for it
#   jmlir.jar  the classes and resources of jrun's jmlir modules and run-tool's classes in one stored
#              jar without a manifest; their META-INF/services files are joined (several modules
#              provide the same services) and their other META-INF entries left out
#   ext/       the other jars of target/lib: those holding classes as copies without their manifest
#              (JavaCPP's and LLVM's: the JVM reads the manifest of each jar with classes in the cache,
#              and defines each of its packages from it, in Java run interpreted at every start; the
#              runtime reads none of its attributes), the platform jars (natives only) as hard links,
#              else copies
#   jrun.cp    the class path in its order, relative to TARGET_DIR (bin/jrun and bin/jmlir-launch
#              read it), and jrun-cp.args the same as a java @-file with absolute paths (the training
#              runs): jrun-resources.jar, jmlir.jar, JavaCPP's and LLVM's class jars, the other class
#              jars, the platform jars last. A class or resource not in the AOT cache is looked up jar by
#              jar in this order, and each jar the look-up reaches is opened, its central directory read
#              entry by entry by interpreted Java (~40 us an entry under -Xint): with the 3,880 entries of
#              LLVM's platform jar and CUDA's 733 ahead of jmlir.jar, a jmlir class outside the cache
#              cost ~45 ms more than with jmlir.jar second (BENCHMARKS.md issue 12, lat16b)
# Usage: jmlir-jar.sh TARGET_DIR JAR_TOOL VERSION JMLIR_JARS CLASSES PLATFORM [OVERLAY]   (JMLIR_JARS: a
# class path, ':'-separated; an entry may be a jar or a classes directory; CLASSES: run-tool's classes
# directory; PLATFORM: JavaCPP's platform, e.g. linux-x86_64; OVERLAY: a folder of class files that
# replace the entries of the same name in the copies in ext/: llvm-native's target/jrun-classes, LLVM's
# presets class without its version check, llvm-native's UncheckedPresets)
set -e
if [ $# -lt 6 ] || [ $# -gt 7 ] || [ -z "$1" ]; then echo "usage: jmlir-jar.sh TARGET_DIR JAR_TOOL VERSION JMLIR_JARS CLASSES PLATFORM [OVERLAY]" >&2; exit 2; fi
t=$1 jar=$2 v=$3 jars=$4 classes=$5 platform=$6 overlay=${7:-}
out=$t/jmlir.jar res=$t/jrun-resources.jar m=$t/jmlir.d r=$t/jrun-resources.d x=$t/jmlir.x e=$t/ext
rm -rf "$out" "$res" "$m" "$r" "$x" "$e"
mkdir -p "$m/META-INF/services" "$e"
# Adds the classes and resources of directory $x to $m (services joined, other META-INF entries left out).
join() {
  for s in "$x"/META-INF/services/*; do
    if [ -f "$s" ]; then { cat "$s"; echo; } >> "$m/META-INF/services/${s##*/}"; fi
  done
  rm -rf "$x/META-INF"
  cp -R "$x"/. "$m"/
}
# The file names of the joined jars as target/lib holds them (without the version), to leave out of ext/.
names=" "
IFS=:
for j in $jars; do
  n=${j##*/}
  names="$names${n%-$v.jar}.jar "
  rm -rf "$x"
  if [ -d "$j" ]; then cp -R "$j" "$x"; else mkdir "$x"; (cd "$x" && "$jar" xf "$j"); fi
  join
done
unset IFS
# run-tool's classes and services into jmlir.jar, its other files into jrun-resources.jar (Maven's
# descriptor of run-tool left out).
rm -rf "$x"
cp -R "$classes" "$x"
mkdir -p "$r"
(cd "$x" && find . -type f ! -name '*.class' ! -path './META-INF/services/*' ! -path './META-INF/maven/org.jmlir/*' \
  -exec sh -c 'for f; do mkdir -p "$0/${f%/*}" && mv "$f" "$0/$f"; done' "$r" {} +)
join
rm -rf "$x"
"$jar" --create --no-compress --no-manifest --file "$out" -C "$m" .
"$jar" --create --no-compress --no-manifest --file "$res" -C "$r" .
rm -rf "$m" "$r"
for j in "$t"/lib/*.jar; do
  n=${j##*/}
  case $names in
    *" $n "*) ;;
    *)
      case $n in
        *-"$platform".jar) ln -f "$j" "$e"/ 2>/dev/null || cp "$j" "$e"/ ;;
        *)
          # A copy without META-INF/MANIFEST.MF, its other entries as they are.
          rm -rf "$x"
          mkdir "$x"
          (cd "$x" && "$jar" xf "$j" && rm -f META-INF/MANIFEST.MF)
          if [ -n "$overlay" ] && [ -d "$overlay" ]; then
            (cd "$overlay" && find . -type f -name '*.class') | while read -r f; do
              if [ -f "$x/$f" ]; then cp "$overlay/$f" "$x/$f"; fi
            done
          fi
          (cd "$x" && "$jar" --create --no-manifest --file "$e/$n" .)
          rm -rf "$x"
          ;;
      esac
      ;;
  esac
done
# The class path's order (above): jrun-resources.jar and jmlir.jar, then ext/'s class jars (JavaCPP's and
# LLVM's first: the bindings jrun runs on), then the platform jars (natives, read only when JavaCPP
# extracts a library; JavaCPP's and LLVM's first); jrun.cp relative to $t, jrun-cp.args absolute.
first= rest= natives1= natives=
for j in "$e"/*.jar; do
  n=${j##*/}
  case $n in
    javacpp-"$platform".jar|llvm-"$platform".jar) natives1="$natives1:ext/$n" ;;
    *-"$platform".jar) natives="$natives:ext/$n" ;;
    javacpp.jar|llvm.jar) first="$first:ext/$n" ;;
    *) rest="$rest:ext/$n" ;;
  esac
done
order="jrun-resources.jar:jmlir.jar$first$rest$natives1$natives"
printf '%s\n' "$order" > "$t/jrun.cp"
abs=
IFS=:
for n in $order; do abs="$abs${abs:+:}$t/$n"; done
unset IFS
# A java @-file: one argument per line, quoted (a backslash doubled: java reads escapes in quotes).
printf -- '-cp\n"%s"\n' "$(printf '%s' "$abs" | sed 's/\\/\\\\/g')" > "$t/jrun-cp.args"
