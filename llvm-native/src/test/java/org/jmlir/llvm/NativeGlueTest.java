package org.jmlir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassModel;
import java.lang.classfile.constantpool.MemberRefEntry;
import java.lang.classfile.constantpool.PoolEntry;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.javacpp.SizeTPointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMDIBuilderRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMTypeRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.junit.jupiter.api.Test;

/**
 * jmlir's JNI glue ({@link NativeGlue}): every LLVM native jmlir's classes call is in its list and wrapped,
 * every JavaCPP pointer native they call is registered, and the wrappers convert arguments and results as
 * JavaCPP's code does (on a build with gcc, where the glue is what loads LLVM here).
 */
class NativeGlueTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Path NATIVE = Path.of("src/main/native");
  private static final String LLVM = "org/bytedeco/llvm/global/LLVM";

  /**
   * Natives jmlir calls that the glue leaves to JavaCPP's libraries, with the reason: each is called only
   * after {@link Llvm#initialize} has initialised its struct classes (which loads those libraries).
   */
  private static final Set<String> LEFT_TO_JAVACPP = Set.of(
      "LLVMOrcAbsoluteSymbols (Lorg/bytedeco/llvm/LLVM/LLVMOrcCSymbolMapPair;J)Lorg/bytedeco/llvm/LLVM/LLVMOrcMaterializationUnitRef;");

  /** The JavaCPP classes whose natives the glue registers, by the name of their table in the C source. */
  private static final String[][] TABLES = {{"glue_pointer_methods", "org/bytedeco/javacpp/Pointer"},
      {"glue_deallocator_methods", "org/bytedeco/javacpp/Pointer$NativeDeallocator"},
      {"glue_byte_pointer_methods", "org/bytedeco/javacpp/BytePointer"},
      {"glue_pointer_pointer_methods", "org/bytedeco/javacpp/PointerPointer"},
      {"glue_size_t_pointer_methods", "org/bytedeco/javacpp/SizeTPointer"},
      {"glue_function_methods", "org/bytedeco/llvm/LLVM/LLVMOrcDisposeCAPIDefinitionGeneratorFunction"}};

  /** Method references (owner, name, descriptor) in the class files of every built jmlir module. */
  private static List<String[]> jmlirReferences() throws IOException {
    List<String[]> refs = new ArrayList<>();
    List<Path> dirs;
    try (Stream<Path> modules = Files.list(ROOT)) {
      dirs = modules.map(m -> m.resolve("target/classes")).filter(Files::isDirectory).toList();
    }
    assertTrue(dirs.contains(ROOT.resolve("llvm-native/target/classes")), "llvm-native's classes: " + dirs);
    for (Path dir : dirs) {
      List<Path> files;
      try (Stream<Path> walk = Files.walk(dir)) {
        files = walk.filter(p -> p.toString().endsWith(".class")).toList();
      }
      for (Path file : files) {
        ClassModel cm = ClassFile.of().parse(file);
        for (PoolEntry e : cm.constantPool()) {
          if (e instanceof MemberRefEntry m && e.tag() != PoolEntry.TAG_FIELDREF) {
            refs.add(new String[] {m.owner().asInternalName(), m.name().stringValue(), m.type().stringValue()});
          }
        }
      }
    }
    return refs;
  }

  @Test
  void everyLlvmNativeJmlirCallsIsWrapped() throws Exception {
    Class<?> llvm = Class.forName(NativeGlueSource.LLVM_CLASS, false, getClass().getClassLoader());
    Set<String> listed = new TreeSet<>();
    for (NativeGlueSource.Native n : NativeGlueSource.natives(NATIVE.resolve("llvm-natives.txt"), llvm)) {
      String key = n.name() + " " + n.descriptor();
      assertTrue(n.why() == null || LEFT_TO_JAVACPP.contains(key), key + ": " + n.why());
      listed.add(key);
    }
    Set<String> missing = new TreeSet<>();
    for (String[] r : jmlirReferences()) {
      if (r[0].equals(LLVM) && !listed.contains(r[1] + " " + r[2])) {
        missing.add(r[1] + " " + r[2]);
      }
    }
    assertTrue(missing.isEmpty(), "LLVM natives jmlir calls that llvm-native/src/main/native/llvm-natives.txt lacks"
        + " (add these lines; the glue would not register them):\n" + String.join("\n", missing));
  }

  @Test
  void everyPointerNativeJmlirCallsIsRegistered() throws Exception {
    String source = Files.readString(NATIVE.resolve("jmlir-llvm-glue.h"));
    Set<String> registered = new TreeSet<>();
    for (String[] table : TABLES) {
      int start = source.indexOf(table[0] + "[] = {");
      assertTrue(start >= 0, table[0]);
      String body = source.substring(start, source.indexOf("};", start));
      Matcher m = Pattern.compile("GLUE_M\\(\"(\\w+)\", \"([^\"]+)\"").matcher(body);
      while (m.find()) {
        registered.add(table[1] + "." + m.group(1) + m.group(2));
      }
    }
    Set<String> owners = new TreeSet<>();
    for (String[] table : TABLES) {
      owners.add(table[1]);
    }
    Set<String> missing = new TreeSet<>();
    for (String[] r : jmlirReferences()) {
      if (!owners.contains(r[0])) {
        continue;
      }
      // The method the reference resolves to (its class or a superclass): a native must be registered.
      for (Class<?> c = Class.forName(r[0].replace('/', '.'), false, getClass().getClassLoader()); c != null;
          c = c.getSuperclass()) {
        Method found = null;
        for (Method m : c.getDeclaredMethods()) {
          if (m.getName().equals(r[1]) && NativeGlueSource.descriptor(m).equals(r[2])) {
            found = m;
          }
        }
        if (found != null) {
          String key = c.getName().replace('.', '/') + "." + r[1] + r[2];
          if (Modifier.isNative(found.getModifiers()) && !registered.contains(key)) {
            missing.add(key);
          }
          break;
        }
      }
    }
    assertTrue(missing.isEmpty(), "JavaCPP natives jmlir calls that the glue does not register: " + missing);
  }

  /** Whether LLVM was loaded through the glue in this JVM (skips the conversion tests otherwise). */
  private static boolean glued() {
    Llvm.ensureInitialized();
    return Llvm.usesGlue();
  }

  @Test
  void aBuildWithTheGlueLoadsLlvmThroughIt() {
    assumeTrue(NativeGlue.library() != null && CachedNatives.find() != null, "no glue library or no JavaCPP cache");
    assertTrue(glued());
  }

  @Test
  void stringsPointersAndOutParameters() {
    assumeTrue(glued());
    LLVMContextRef ctx = LLVMContextCreate();
    // A String argument as UTF-8 (two-, three- and four-byte sequences), printed back through a BytePointer.
    String name = "m\u00f6d\u20acl\uD83D\uDE00";
    LLVMModuleRef module = LLVMModuleCreateWithNameInContext(name, ctx);
    String printed = Llvm.takeMessage(LLVMPrintModuleToString(module));
    assertTrue(printed.startsWith("; ModuleID = '" + name + "'"), printed);
    // PointerPointer of handles; a null PointerPointer; the count read back into a PointerPointer.
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
    LLVMTypeRef fnType = LLVMFunctionType(i32, new PointerPointer<>(i64, i32), 2, 0);
    assertEquals(2, LLVMCountParamTypes(fnType));
    PointerPointer<LLVMTypeRef> params = new PointerPointer<>(2);
    LLVMGetParamTypes(fnType, params);
    assertEquals(i64.address(), params.get(LLVMTypeRef.class, 0).address());
    assertEquals(i32.address(), params.get(LLVMTypeRef.class, 1).address());
    assertEquals(0, LLVMCountParamTypes(LLVMFunctionType(i32, (PointerPointer) null, 0, 0)));
    // A pointer result of the declared class; null for NULL.
    LLVMValueRef fn = LLVMAddFunction(module, "f", fnType);
    assertNotNull(fn);
    assertNull(LLVMGetNamedFunction(module, "nothere"));
    // A SizeTPointer out-parameter and a String result... as LLVM's name accessor gives them.
    SizeTPointer length = new SizeTPointer(1);
    BytePointer fnName = LLVMGetValueName2(fn, length);
    assertEquals(1, length.get());
    assertEquals("f", fnName.getString());
    // @ByPtrPtr BytePointer: the message's address written back (a function without a body is fine, an
    // entry block without a terminator is not).
    LLVMAppendBasicBlockInContext(ctx, fn, "entry");
    BytePointer message = new BytePointer();
    assertEquals(1, LLVMVerifyModule(module, LLVMReturnStatusAction, message));
    assertTrue(message.address() != 0);
    assertTrue(Llvm.takeMessage(message).contains("terminator"));
    LLVMDisposeModule(module);
    LLVMContextDispose(ctx);
  }

  @Test
  void longBuffersOverArraysAndDirect() {
    assumeTrue(glued());
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef module = LLVMModuleCreateWithNameInContext("m", ctx);
    LLVMDIBuilderRef di = LLVMCreateDIBuilder(module);
    long constu = 0x10; // DW_OP_constu
    long[] ops = {99, constu, 5, 77};
    // A buffer's position (wrap(array, 1, 2)) and a slice's array offset both skip the first element.
    String expected = "!DIExpression(DW_OP_constu, 5)";
    assertEquals(expected, print(ctx, LLVMDIBuilderCreateExpression(di, java.nio.LongBuffer.wrap(ops, 1, 2), 2)));
    assertEquals(expected, print(ctx, LLVMDIBuilderCreateExpression(di, java.nio.LongBuffer.wrap(ops, 1, 3).slice(), 2)));
    java.nio.LongBuffer direct = java.nio.ByteBuffer.allocateDirect(32).order(java.nio.ByteOrder.nativeOrder()).asLongBuffer();
    direct.put(new long[] {7, constu, 5}).position(1);
    assertEquals(expected, print(ctx, LLVMDIBuilderCreateExpression(di, direct, 2)));
    assertEquals("!DIExpression()", print(ctx, LLVMDIBuilderCreateExpression(di, (java.nio.LongBuffer) null, 0)));
    LLVMDisposeDIBuilder(di);
    LLVMDisposeModule(module);
    LLVMContextDispose(ctx);
  }

  private static String print(LLVMContextRef ctx, org.bytedeco.llvm.LLVM.LLVMMetadataRef md) {
    return Llvm.takeMessage(LLVMPrintValueToString(LLVMMetadataAsValue(ctx, md)));
  }

  @Test
  void bytePointerAccessors() {
    assumeTrue(glued());
    BytePointer p = new BytePointer(16);
    p.putLong(0, 0x0102030405060708L).putInt(8, -2).put(12, (byte) 0x7f).putDouble(0, 1.5);
    assertEquals(1.5, p.getDouble(0));
    assertEquals(-2, p.getInt(8));
    assertEquals(0x7f, p.get(12));
    byte[] bytes = new byte[3];
    p.position(8).get(bytes);
    assertEquals(-2, bytes[0]);
    assertEquals("abc", new BytePointer("abc").getString());
    p.close();
  }

  /**
   * The glue gives JavaCPP's Loader the platform properties the build captured (no class-path read at run
   * time): the same entries as JavaCPP's own read of its properties file makes now, put only where the
   * Loader's cache is empty.
   */
  @Test
  void javacppPropertiesFromTheGlueAreJavacppsOwn() throws ReflectiveOperationException {
    assumeTrue(glued());
    java.lang.reflect.Field cache = org.bytedeco.javacpp.Loader.class.getDeclaredField("platformProperties");
    cache.setAccessible(true);
    Object before = cache.get(null);
    try {
      cache.set(null, null);
      assertEquals(0, NativeGlue.properties(org.bytedeco.javacpp.Loader.class));
      java.util.Properties installed = (java.util.Properties) cache.get(null);
      assertNotNull(installed);
      java.util.Properties own = org.bytedeco.javacpp.Loader.loadProperties(org.bytedeco.javacpp.Loader.getPlatform(), null);
      assertTrue(own.size() > 10, own.toString());
      assertEquals(own, installed);
      // Loader.loadProperties() answers from the cache: the glue's object.
      assertTrue(installed == org.bytedeco.javacpp.Loader.loadProperties());
      // What is in the cache already stays.
      java.util.Properties other = new java.util.Properties();
      other.putAll(own);
      cache.set(null, other);
      assertEquals(0, NativeGlue.properties(org.bytedeco.javacpp.Loader.class));
      assertTrue(other == cache.get(null));
    } finally {
      cache.set(null, before);
    }
  }

  /** C string literals of the generated source: quotes, backslashes, '?' and bytes outside ASCII escaped. */
  @Test
  void cStringLiterals() {
    assertEquals("\"-o \"", NativeGlueSource.cString("-o "));
    assertEquals("\"a\\042b\\134c\\077\"", NativeGlueSource.cString("a\"b\\c?"));
    assertEquals("\"\\303\\266\\012\"", NativeGlueSource.cString("\u00f6\n"));
  }
}
