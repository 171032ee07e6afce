package org.jmlir.llvm;

import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Build-time generator of jmlir's own JNI glue for bytedeco's LLVM bindings ({@link NativeGlue}): from the
 * list of {@code org.bytedeco.llvm.global.LLVM} natives jmlir calls ({@code src/main/native/llvm-natives.txt},
 * name and descriptor per line) and those methods' declarations (read by reflection, the class not
 * initialised), one C function per native that converts its arguments as JavaCPP's generated code does and
 * calls the C API function through a pointer looked up in libLLVM, and the table that registers them with
 * {@code RegisterNatives}. The build ({@code llvm-native/pom.xml}) runs {@link #main} and then gcc; without
 * gcc nothing is built and LLVM is loaded through JavaCPP's libraries as before.
 *
 * <p>Conventions (JavaCPP's, x86-64 System V): a {@code Pointer} argument is its {@code address} plus
 * {@code position} times its element size (not for opaque handles, whose position jmlir never moves), null
 * is NULL; a {@code @ByPtrPtr} handle is passed as the address of a local holding its address, written
 * back into the object after the call; a {@code FunctionPointer} passes the function its holder points at;
 * a {@code String} is passed as UTF-8 ({@code String.getBytes()}); Java arrays are passed as their
 * elements, copied back. Integer arguments are widened to 64 bits with Java's sign (the callee reads its
 * own width, as a C cast would give it). A Pointer result is a new object of the declared class with
 * {@code address} set (null for NULL), a {@code String} result the C string decoded as UTF-8. Anything else
 * ({@code @ByVal}, {@code @ByRef}, buffers, struct classes) is not supported: {@link #unsupported} says
 * why, and the JUnit test {@code NativeGlueTest} fails when jmlir calls such a native.
 */
public final class NativeGlueSource {
  private NativeGlueSource() {}

  static final String LLVM_CLASS = "org.bytedeco.llvm.global.LLVM";

  /** One native of the list: its declaration and, when supported, its C wrapper. */
  record Native(String name, String descriptor, Method method, String why) {}

  /** Reads {@code list} (lines "name descriptor"; # comments) and finds each native in {@code llvm}. */
  static List<Native> natives(Path list, Class<?> llvm) throws IOException {
    Map<String, Method> byKey = new LinkedHashMap<>();
    for (Method m : llvm.getDeclaredMethods()) {
      if (Modifier.isNative(m.getModifiers())) {
        byKey.put(m.getName() + " " + descriptor(m), m);
      }
    }
    List<Native> out = new ArrayList<>();
    for (String line : Files.readAllLines(list)) {
      line = line.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] parts = line.split(" ");
      Method m = byKey.get(parts[0] + " " + parts[1]);
      out.add(new Native(parts[0], parts[1], m, m == null ? "no such native in " + llvm.getName() : unsupported(m)));
    }
    return out;
  }

  /** The JVM descriptor of {@code m}. */
  static String descriptor(Method m) {
    StringBuilder sb = new StringBuilder("(");
    for (Class<?> p : m.getParameterTypes()) {
      sb.append(p.descriptorString());
    }
    return sb.append(')').append(m.getReturnType().descriptorString()).toString();
  }

  /** Why {@code m} cannot be wrapped, or null when it can. */
  static String unsupported(Method m) {
    if (!Modifier.isStatic(m.getModifiers())) {
      return "not static";
    }
    Annotation[][] annotations = m.getParameterAnnotations();
    Class<?>[] params = m.getParameterTypes();
    for (int i = 0; i < params.length; i++) {
      String why = paramKind(params[i], annotations[i]).why;
      if (why != null) {
        return "parameter " + i + ": " + why;
      }
    }
    return returnKind(m).why;
  }

  /** How a parameter is passed: its C type, a conversion, or why it cannot be. */
  private record Kind(String cType, String code, String why) {
    static Kind no(String why) {
      return new Kind(null, null, why);
    }
  }

  private static boolean has(Annotation[] as, String simpleName) {
    for (Annotation a : as) {
      if (a.annotationType().getSimpleName().equals(simpleName)) {
        return true;
      }
    }
    return false;
  }

  private static String cast(Annotation[] as) {
    for (Annotation a : as) {
      if (a.annotationType().getSimpleName().equals("Cast")) {
        try {
          String[] v = (String[]) a.annotationType().getMethod("value").invoke(a);
          return String.join(" ", v);
        } catch (ReflectiveOperationException e) {
          return "?";
        }
      }
    }
    return null;
  }

  /** The element size JavaCPP scales a pointer class's position by; 0: an opaque handle; -1: not supported. */
  static int elementSize(Class<?> c) {
    switch (c.getName()) {
      case "org.bytedeco.javacpp.Pointer", "org.bytedeco.javacpp.BytePointer", "org.bytedeco.javacpp.BoolPointer":
        return 1;
      case "org.bytedeco.javacpp.ShortPointer", "org.bytedeco.javacpp.CharPointer":
        return 2;
      case "org.bytedeco.javacpp.IntPointer", "org.bytedeco.javacpp.FloatPointer":
        return 4;
      case "org.bytedeco.javacpp.LongPointer", "org.bytedeco.javacpp.DoublePointer", "org.bytedeco.javacpp.SizeTPointer",
          "org.bytedeco.javacpp.CLongPointer", "org.bytedeco.javacpp.PointerPointer":
        return 8;
      default:
        break;
    }
    for (Annotation a : c.getAnnotations()) {
      if (a.annotationType().getSimpleName().equals("Opaque")) {
        return 0;
      }
    }
    return -1;
  }

  private static boolean isPointer(Class<?> c) {
    for (Class<?> k = c; k != null; k = k.getSuperclass()) {
      if (k.getName().equals("org.bytedeco.javacpp.Pointer")) {
        return true;
      }
    }
    return false;
  }

  private static boolean isFunctionPointer(Class<?> c) {
    for (Class<?> k = c; k != null; k = k.getSuperclass()) {
      if (k.getName().equals("org.bytedeco.javacpp.FunctionPointer")) {
        return true;
      }
    }
    return false;
  }

  private static Kind paramKind(Class<?> p, Annotation[] as) {
    for (String bad : new String[] {"ByVal", "ByRef", "ByPtrRef", "Adapter", "StdString", "StdVector", "Raw"}) {
      if (has(as, bad)) {
        return Kind.no("@" + bad);
      }
    }
    boolean byPtrPtr = has(as, "ByPtrPtr");
    if (p.isPrimitive()) {
      if (byPtrPtr) {
        return Kind.no("@ByPtrPtr primitive");
      }
      return switch (p.getName()) {
        case "long", "int", "short", "byte" -> new Kind("int64_t", "(int64_t)%s", null);
        case "char" -> new Kind("int64_t", "(int64_t)(uint16_t)%s", null);
        case "boolean" -> new Kind("int64_t", "(int64_t)(%s ? 1 : 0)", null);
        case "float" -> new Kind("float", "%s", null);
        case "double" -> new Kind("double", "%s", null);
        default -> Kind.no("type " + p);
      };
    }
    if (p == String.class) {
      return byPtrPtr ? Kind.no("@ByPtrPtr String") : new Kind("const char*", "STR", null);
    }
    if (p.isArray()) {
      if (byPtrPtr) {
        return Kind.no("@ByPtrPtr array");
      }
      return switch (p.getComponentType().getName()) {
        case "int", "long", "byte", "short", "float", "double" -> new Kind("void*", "ARRAY" + typeName(p.getComponentType()), null);
        default -> Kind.no("array " + p);
      };
    }
    String buffer = switch (p.getName()) {
      case "java.nio.ByteBuffer" -> "1Byte";
      case "java.nio.ShortBuffer" -> "2Short";
      case "java.nio.CharBuffer" -> "2Char";
      case "java.nio.IntBuffer" -> "4Int";
      case "java.nio.FloatBuffer" -> "4Float";
      case "java.nio.LongBuffer" -> "8Long";
      case "java.nio.DoubleBuffer" -> "8Double";
      default -> null;
    };
    if (buffer != null) {
      return byPtrPtr ? Kind.no("@ByPtrPtr buffer") : new Kind("void*", "BUFFER" + buffer, null);
    }
    if (!isPointer(p)) {
      return Kind.no("type " + p.getName());
    }
    if (isFunctionPointer(p)) {
      return byPtrPtr ? Kind.no("@ByPtrPtr function pointer") : new Kind("void*", "FPTR", null);
    }
    int size = elementSize(p);
    if (size < 0) {
      return Kind.no("pointer class " + p.getName() + " (a struct)");
    }
    if (byPtrPtr) {
      return size == 0 || p.getName().equals("org.bytedeco.javacpp.BytePointer") ? new Kind("void*", "BYPTRPTR", null)
          : Kind.no("@ByPtrPtr " + p.getName());
    }
    return new Kind("void*", "PTR" + size, null);
  }

  /** The C return type, or why it is not supported. */
  private static Kind returnKind(Method m) {
    Class<?> r = m.getReturnType();
    Annotation[] as = m.getAnnotations();
    for (String bad : new String[] {"ByVal", "ByRef", "ByPtrRef", "ByPtrPtr", "Adapter", "StdString"}) {
      if (has(as, bad)) {
        return Kind.no("returns @" + bad);
      }
    }
    String cast = cast(as);
    if (r.isPrimitive()) {
      return switch (r.getName()) {
        case "void" -> new Kind("void", null, null);
        case "int" -> new Kind("int32_t", null, null);
        case "long" -> {
          if (cast == null || cast.contains("64") || cast.contains("long") || cast.contains("size_t")
              || cast.contains("intptr_t") || cast.contains("Address") || cast.contains("LLVMOrcJITTargetAddress")) {
            yield new Kind("int64_t", null, null);
          }
          if (cast.equals("unsigned") || cast.equals("unsigned int") || cast.equals("uint32_t")) {
            yield new Kind("uint32_t", null, null);
          }
          yield Kind.no("long result cast from " + cast);
        }
        case "boolean" -> cast != null && cast.equals("bool") ? new Kind("_Bool", null, null)
            : new Kind("int32_t", null, null);
        case "byte" -> new Kind("int8_t", null, null);
        case "short" -> new Kind("int16_t", null, null);
        case "char" -> new Kind("uint16_t", null, null);
        case "float" -> new Kind("float", null, null);
        case "double" -> new Kind("double", null, null);
        default -> Kind.no("result " + r);
      };
    }
    if (r == String.class) {
      return new Kind("const char*", null, null);
    }
    if (isPointer(r) && !isFunctionPointer(r) && elementSize(r) >= 0) {
      return new Kind("void*", null, null);
    }
    return Kind.no("result " + r.getName());
  }

  /** JNI's name of a primitive type in its array functions ({@code Int} of {@code GetIntArrayElements}). */
  private static String typeName(Class<?> c) {
    String n = c.getName();
    return Character.toUpperCase(n.charAt(0)) + n.substring(1);
  }

  private static String jniType(Class<?> c) {
    if (!c.isPrimitive()) {
      return c == String.class ? "jstring" : c.isArray() ? "jarray" : "jobject";
    }
    return switch (c.getName()) {
      case "void" -> "void";
      case "boolean" -> "jboolean";
      case "byte" -> "jbyte";
      case "char" -> "jchar";
      case "short" -> "jshort";
      case "int" -> "jint";
      case "long" -> "jlong";
      case "float" -> "jfloat";
      default -> "jdouble";
    };
  }

  /** The C name a native calls: its {@code @Name} when it has one, else its own. */
  private static String cName(Method m) {
    for (Annotation a : m.getAnnotations()) {
      if (a.annotationType().getSimpleName().equals("Name")) {
        try {
          return ((String[]) a.annotationType().getMethod("value").invoke(a))[0];
        } catch (ReflectiveOperationException e) {
          break;
        }
      }
    }
    return m.getName();
  }

  /** The generated C source: wrappers, the symbol names and the registration table. */
  static String source(List<Native> natives, Path nativeDir, Map<String, String> properties) {
    StringBuilder sb = new StringBuilder();
    sb.append("/* Generated by org.jmlir.llvm.NativeGlueSource from llvm-natives.txt: do not edit. */\n");
    sb.append("#include \"").append(nativeDir.resolve("jmlir-llvm-glue.h")).append("\"\n\n");
    // JavaCPP's platform properties as its Loader builds them on the machine that builds (NativeGlue.properties).
    sb.append("#define GLUE_PROPERTY_COUNT ").append(properties.size()).append('\n');
    sb.append("static const char* const glue_properties[").append(Math.max(2, 2 * properties.size())).append("] = {\n");
    for (Map.Entry<String, String> e : properties.entrySet()) {
      sb.append("  ").append(cString(e.getKey())).append(", ").append(cString(e.getValue())).append(",\n");
    }
    sb.append("};\n\n");
    List<Native> ok = natives.stream().filter(n -> n.why() == null).toList();
    sb.append("#define GLUE_COUNT ").append(ok.size()).append('\n');
    sb.append("static void* glue_fn[").append(Math.max(1, ok.size())).append("];\n");
    sb.append("static const char* const glue_symbol[").append(Math.max(1, ok.size())).append("] = {\n");
    for (Native n : ok) {
      sb.append("  \"").append(cName(n.method())).append("\",\n");
    }
    sb.append("};\n\n");
    Map<String, Integer> resultClasses = new LinkedHashMap<>();
    for (Native n : ok) {
      Class<?> r = n.method().getReturnType();
      if (!r.isPrimitive() && r != String.class) {
        resultClasses.putIfAbsent(r.getName().replace('.', '/'), resultClasses.size());
      }
    }
    sb.append("static jclass glue_result_class[").append(Math.max(1, resultClasses.size())).append("];\n");
    sb.append("static const char* const glue_result_name[").append(Math.max(1, resultClasses.size())).append("] = {\n");
    for (String c : resultClasses.keySet()) {
      sb.append("  \"").append(c).append("\",\n");
    }
    sb.append("};\n\n");
    for (int k = 0; k < ok.size(); k++) {
      wrapper(sb, k, ok.get(k).method(), resultClasses);
    }
    sb.append("static const JNINativeMethod glue_llvm_methods[").append(Math.max(1, ok.size())).append("] = {\n");
    for (int k = 0; k < ok.size(); k++) {
      Native n = ok.get(k);
      sb.append("  {\"").append(n.name()).append("\", \"").append(n.descriptor()).append("\", (void*)w").append(k)
          .append("},\n");
    }
    sb.append("};\n\n#include \"").append(nativeDir.resolve("jmlir-llvm-glue-init.h")).append("\"\n");
    return sb.toString();
  }

  /**
   * JavaCPP's platform properties as {@code Loader.loadProperties()} makes them in this JVM (the build's: the
   * machine the glue is compiled for), by name: its {@code platform*} entries and the platform's properties
   * file of JavaCPP's jar. The glue puts them in the Loader's cache at run time, so that no JavaCPP class's
   * initialiser reads that file from the class path (NativeGlue.properties).
   */
  static Map<String, String> javacppProperties() {
    java.util.Properties p = org.bytedeco.javacpp.Loader.loadProperties(org.bytedeco.javacpp.Loader.getPlatform(), null);
    Map<String, String> sorted = new java.util.TreeMap<>();
    for (String name : p.stringPropertyNames()) {
      sorted.put(name, p.getProperty(name));
    }
    return sorted;
  }

  /** {@code s} as a C string literal of its UTF-8 bytes (anything but printable ASCII as an octal escape). */
  static String cString(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (byte b : s.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
      int c = b & 0xff;
      if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\' && c != '?') {
        sb.append((char) c);
      } else {
        sb.append('\\').append((char) ('0' + (c >> 6))).append((char) ('0' + ((c >> 3) & 7))).append((char) ('0' + (c & 7)));
      }
    }
    return sb.append('"').toString();
  }

  private static void wrapper(StringBuilder decl, int k, Method m, Map<String, Integer> resultClasses) {
    Class<?>[] params = m.getParameterTypes();
    Annotation[][] annotations = m.getParameterAnnotations();
    Class<?> r = m.getReturnType();
    Kind ret = returnKind(m);
    StringBuilder sig = new StringBuilder();
    StringBuilder before = new StringBuilder();
    StringBuilder after = new StringBuilder();
    StringBuilder args = new StringBuilder();
    StringBuilder ctypes = new StringBuilder();
    for (int i = 0; i < params.length; i++) {
      Kind kind = paramKind(params[i], annotations[i]);
      sig.append(", ").append(jniType(params[i])).append(" a").append(i);
      ctypes.append(i == 0 ? "" : ", ").append(kind.cType());
      args.append(i == 0 ? "" : ", ");
      String a = "a" + i;
      switch (kind.code()) {
        case "STR" -> {
          before.append("  char* s").append(i).append(" = glue_str(env, ").append(a).append(");\n");
          after.append("  free(s").append(i).append(");\n");
          args.append("s").append(i);
        }
        case "ARRAYInt", "ARRAYLong", "ARRAYByte", "ARRAYShort", "ARRAYFloat", "ARRAYDouble" -> {
          // JavaCPP's: the elements (a copy or the array), copied back (mode 0) after the call.
          String t = kind.code().substring(5);
          before.append("  void* e").append(i).append(" = ").append(a).append(" == NULL ? NULL : (*env)->Get").append(t)
              .append("ArrayElements(env, (j").append(t.toLowerCase()).append("Array)").append(a).append(", NULL);\n");
          after.append("  if (e").append(i).append(" != NULL) (*env)->Release").append(t).append("ArrayElements(env, (j")
              .append(t.toLowerCase()).append("Array)").append(a).append(", e").append(i).append(", 0);\n");
          args.append("e").append(i);
        }
        case "FPTR" -> args.append("glue_fptr(env, ").append(a).append(")");
        case "BUFFER1Byte", "BUFFER2Short", "BUFFER2Char", "BUFFER4Int", "BUFFER4Float", "BUFFER8Long", "BUFFER8Double" -> {
          // JavaCPP's: a direct buffer's address, else its array's elements from its offset; plus its position.
          String size = kind.code().substring(6, 7);
          String t = kind.code().substring(7);
          String jt = "j" + t.toLowerCase() + "Array";
          before.append("  jarray b").append(i).append(" = NULL;\n  jint o").append(i).append(" = 0;\n  char* e")
              .append(i).append(" = glue_buffer(env, ").append(a).append(", ").append(size).append(", &b").append(i)
              .append(", &o").append(i).append(");\n  char* d").append(i).append(" = b").append(i)
              .append(" == NULL ? NULL : (char*)(*env)->Get").append(t).append("ArrayElements(env, (").append(jt)
              .append(")b").append(i).append(", NULL);\n");
          after.append("  if (d").append(i).append(" != NULL) (*env)->Release").append(t).append("ArrayElements(env, (")
              .append(jt).append(")b").append(i).append(", (void*)d").append(i).append(", 0);\n");
          args.append("(b").append(i).append(" == NULL ? (void*)e").append(i).append(" : d").append(i).append(" == NULL ? NULL : (void*)(d")
              .append(i).append(" + (intptr_t)o").append(i).append("))");
        }
        case "BYPTRPTR" -> {
          before.append("  void* h").append(i).append(" = glue_ptr(env, ").append(a).append(", 0);\n");
          after.append("  if (").append(a).append(") (*env)->SetLongField(env, ").append(a)
              .append(", glue_address, (jlong)(intptr_t)h").append(i).append(");\n");
          args.append("&h").append(i);
        }
        default -> {
          if (kind.code().startsWith("PTR")) {
            args.append("glue_ptr(env, ").append(a).append(", ").append(kind.code().substring(3)).append(")");
          } else {
            args.append(kind.code().formatted(a));
          }
        }
      }
    }
    String call = "((" + ret.cType() + " (*)(" + (ctypes.isEmpty() ? "void" : ctypes) + "))glue_fn[" + k + "])(" + args + ")";
    decl.append("static ").append(jniType(r)).append(" JNICALL w").append(k).append("(JNIEnv* env, jclass cls")
        .append(sig).append(") {\n").append(before);
    if (r == void.class) {
      decl.append("  ").append(call).append(";\n").append(after).append("}\n");
      return;
    }
    decl.append("  ").append(ret.cType()).append(" r = ").append(call).append(";\n").append(after);
    if (r == String.class) {
      decl.append("  return glue_string(env, r);\n");
    } else if (!r.isPrimitive()) {
      int index = resultClasses.get(r.getName().replace('.', '/'));
      decl.append("  return glue_object(env, &glue_result_class[").append(index).append("], glue_result_name[")
          .append(index).append("], r);\n");
    } else if (r == boolean.class) {
      decl.append("  return r ? JNI_TRUE : JNI_FALSE;\n");
    } else {
      decl.append("  return (").append(jniType(r)).append(")r;\n");
    }
    decl.append("}\n");
  }

  /**
   * The build step: {@code main(list, nativeSourceDir, outputDir[, presetsDir])} writes {@code
   * outputDir/jmlir-llvm-glue.c} and compiles it with gcc into {@code outputDir/libjmlir-llvm-glue.so}, and the
   * presets class without its version check into {@code presetsDir} ({@link UncheckedPresets}). Without gcc (or when it fails) it says
   * so and leaves no library: LLVM is then loaded through JavaCPP's libraries, as without this glue.
   */
  public static void main(String[] args) throws Exception {
    Path list = Path.of(args[0]);
    Path nativeDir = Path.of(args[1]).toAbsolutePath();
    Path out = Path.of(args[2]);
    Files.createDirectories(out);
    Path lib = out.resolve(NativeGlue.LIBRARY);
    if (args.length > 3) {
      // The presets class without its version check, for jrun's class path with the AOT cache.
      UncheckedPresets.write(Path.of(args[3]));
    }
    Class<?> llvm = Class.forName(LLVM_CLASS, false, NativeGlueSource.class.getClassLoader());
    List<Native> natives = natives(list, llvm);
    // Natives left to JavaCPP are expected (NativeGlueTest lists which may be): named only on request,
    // so that -q builds stay quiet.
    for (Native n : natives) {
      if (n.why() != null && Boolean.getBoolean("jmlir.glue.verbose")) {
        System.out.println("[llvm glue] not wrapped: " + n.name() + " " + n.descriptor() + ": " + n.why());
      }
    }
    Path c = out.resolve("jmlir-llvm-glue.c");
    String source = source(natives, nativeDir, javacppProperties());
    boolean skip = Boolean.getBoolean("jmlir.glue.skip");
    if (!skip && upToDate(lib, c, source, nativeDir)) {
      return; // gcc takes 2-4 s: not again for the same source and headers
    }
    Files.deleteIfExists(lib);
    Files.writeString(c, source);
    if (skip) {
      System.out.println("[llvm glue] jmlir.glue.skip set: no glue library (LLVM loads through JavaCPP's libraries)");
      return;
    }
    String javaHome = System.getProperty("java.home");
    List<String> cmd = List.of(System.getProperty("jmlir.glue.cc", "gcc"), "-O1", "-fPIC", "-shared", "-std=gnu11",
        "-fvisibility=hidden", "-Wall", "-Wno-unused-parameter", "-I" + javaHome + "/include",
        "-I" + javaHome + "/include/linux", "-o", lib.toString(), c.toString(), "-ldl");
    int rc;
    try {
      Process p = new ProcessBuilder(cmd).inheritIO().start();
      rc = p.waitFor();
    } catch (IOException e) {
      System.out.println("[llvm glue] no C compiler (" + e.getMessage() + "): no glue library, LLVM loads through"
          + " JavaCPP's libraries");
      return;
    }
    if (rc != 0) {
      Files.deleteIfExists(lib);
      System.out.println("[llvm glue] gcc failed (exit " + rc + "): no glue library, LLVM loads through JavaCPP's"
          + " libraries");
    }
  }

  /**
   * Whether {@code lib} was built from this very {@code source} (the C file on disk is the same text) and
   * is newer than that file and than the hand-written headers it includes.
   */
  private static boolean upToDate(Path lib, Path c, String source, Path nativeDir) throws IOException {
    if (!Files.isRegularFile(lib) || !Files.isRegularFile(c) || !Files.readString(c).equals(source)) {
      return false;
    }
    long built = Files.getLastModifiedTime(lib).toMillis();
    if (Files.getLastModifiedTime(c).toMillis() > built) {
      return false;
    }
    try (java.util.stream.Stream<Path> headers = Files.list(nativeDir)) {
      return headers.filter(h -> h.toString().endsWith(".h")).allMatch(h -> {
        try {
          return Files.getLastModifiedTime(h).toMillis() <= built;
        } catch (IOException e) {
          return false;
        }
      });
    }
  }
}
