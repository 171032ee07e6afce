package org.jmlir.llvm;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class ExecutionEngineTest {
  private static final String IR = """
      define i64 @add(i64 %a, i64 %b) {
        %s = add i64 %a, %b
        ret i64 %s
      }

      ; sum of a 1-D f64 memref given by descriptor (C interface)
      define double @_mlir_ciface_sum(ptr %d) {
      entry:
        %aptr = getelementptr inbounds { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %d, i32 0, i32 1
        %base = load ptr, ptr %aptr
        %optr = getelementptr inbounds { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %d, i32 0, i32 2
        %off = load i64, ptr %optr
        %nptr = getelementptr inbounds { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %d, i32 0, i32 3, i32 0
        %n = load i64, ptr %nptr
        br label %loop
      loop:
        %i = phi i64 [ 0, %entry ], [ %i1, %body ]
        %acc = phi double [ 0.0, %entry ], [ %acc1, %body ]
        %c = icmp slt i64 %i, %n
        br i1 %c, label %body, label %exit
      body:
        %j = add i64 %i, %off
        %p = getelementptr double, ptr %base, i64 %j
        %v = load double, ptr %p
        %acc1 = fadd double %acc, %v
        store double %acc1, ptr %p
        %i1 = add i64 %i, 1
        br label %loop
      exit:
        ret double %acc
      }

      declare void @memrefCopy(i64, ptr, ptr)
      declare i64 @strlen(ptr)
      @msg = private constant [6 x i8] c"hello\\00"

      define i64 @use_runtime(ptr %src, ptr %dst) {
        call void @memrefCopy(i64 8, ptr %src, ptr %dst)
        %n = call i64 @strlen(ptr @msg)
        ret i64 %n
      }
      """;

  private static ExecutionEngine engine(int opt) throws LlvmException {
    return ExecutionEngine.fromIr(IR.getBytes(StandardCharsets.UTF_8),
        ExecutionEngine.Options.defaults().withOptLevel(opt));
  }

  @Test
  void callsNoArgumentFunctionsThroughTheTrampolines() throws LlvmException {
    String ir = """
        @counter = global i32 0
        define void @bump() {
          %v = load i32, ptr @counter
          %w = add i32 %v, 5
          store i32 %w, ptr @counter
          ret void
        }
        define i32 @get32() {
          %v = load i32, ptr @counter
          %n = sub i32 0, %v
          ret i32 %n
        }
        define i64 @get64() {
          ret i64 -8000000000
        }
        define float @getF() {
          ret float 0x400B333340000000
        }
        """;
    try (ExecutionEngine e = ExecutionEngine.fromIr(ir.getBytes(StandardCharsets.UTF_8), ExecutionEngine.Options.defaults())) {
      e.callVoid("bump");
      e.callVoid("bump");
      assertEquals(-10, e.callInt("get32"));
      assertEquals(-8_000_000_000L, e.callLong("get64"));
      assertEquals(3.4f, e.callFloat("getF"));
      assertThrows(LlvmException.class, () -> e.callVoid("missing"));
    }
  }

  @Test
  void setUpOnAnotherThreadThenCompletedWithTheModule() throws Exception {
    var options = ExecutionEngine.Options.defaults().withOptLevel(1);
    var executor = java.util.concurrent.Executors.newSingleThreadExecutor();
    ExecutionEngine.Setup setup;
    try {
      setup = executor.submit(() -> ExecutionEngine.setUp(options)).get();
    } finally {
      executor.shutdown();
    }
    try (ExecutionEngine e = ExecutionEngine.create(ctx -> LlvmIr.parse(ctx,
        "define i64 @seven() {\n  ret i64 7\n}\n".getBytes(StandardCharsets.UTF_8), "m"), setup, false)) {
      assertEquals(7L, e.callLong("seven"));
    }
    assertThrows(IllegalStateException.class, () -> ExecutionEngine.create(ctx -> null, setup, false));
  }

  @Test
  void completedWhileTheSupportModuleCompilesOnAnotherThread() throws Exception {
    // jrun's order: the set-up published before its warm-up, the program built and added (in a
    // context of its own) while the warm-up compiles, the first call waiting for it; and an engine
    // closed while a warm-up runs waits for it.
    for (int round = 0; round < 3; round++) {
      var options = ExecutionEngine.Options.defaults();
      ExecutionEngine.Setup setup = ExecutionEngine.setUpLazily(options);
      Thread warm = Thread.ofPlatform().start(() -> {
        try {
          setup.warmUp();
        } catch (LlvmException e) {
          throw new IllegalStateException(e);
        }
      });
      try (ExecutionEngine e = ExecutionEngine.create(ctx -> LlvmIr.parse(ctx,
          "declare void @printNewline()\ndefine i64 @nine() {\n  ret i64 9\n}\n".getBytes(StandardCharsets.UTF_8), "m"),
          setup, false)) {
        if (round < 2) {
          assertEquals(9L, e.callLong("nine"));
        }
      }
      warm.join();
    }
  }

  @Test
  void linksTheSupportModulesObjectCode() throws Exception {
    // The object the build ships (SupportObject): an x86-64 ELF relocatable file, linked by the JIT in
    // place of the support module's IR; its trampolines then call the program and flush C's streams.
    byte[] object = SupportObject.compile();
    assertArrayEquals(new byte[] {0x7f, 'E', 'L', 'F'}, java.util.Arrays.copyOf(object, 4));
    assertTrue(SupportObject.resourceName().matches("org/jmlir/llvm/jmlir-support-[0-9a-f]+\\.o"));
    ExecutionEngine.Setup setup = ExecutionEngine.setUpLazily(ExecutionEngine.Options.defaults(), object);
    setup.warmUp();
    try (ExecutionEngine e = ExecutionEngine.create(ctx -> LlvmIr.parse(ctx,
        "define i32 @seven() {\n  ret i32 7\n}\ndefine float @half() {\n  ret float 0.5\n}\n".getBytes(StandardCharsets.UTF_8), "m"),
        setup, false)) {
      assertEquals(7, e.callInt("seven"));
      assertEquals(0.5f, e.callFloat("half"));
      e.flushOutput();
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2, 3})
  void callsScalarFunctionAtEveryLevel(int opt) throws Throwable {
    try (ExecutionEngine e = engine(opt)) {
      MethodHandle add = e.function("add", FunctionDescriptor.of(JAVA_LONG, JAVA_LONG, JAVA_LONG));
      assertEquals(42L, (long) add.invokeExact(40L, 2L));
      assertEquals(Long.MIN_VALUE, (long) add.invokeExact(Long.MAX_VALUE, 1L));
    }
  }

  @Test
  void passesMemrefBackedByJavaArray() throws Throwable {
    try (ExecutionEngine e = engine(2); Arena arena = Arena.ofConfined()) {
      double[] values = {1, 2, 3, 4};
      MemRefDescriptor m = MemRefDescriptor.ofArray(arena, values, 4);
      MethodHandle sum = e.function("_mlir_ciface_sum", FunctionDescriptor.of(JAVA_DOUBLE, ADDRESS));
      assertEquals(10.0, (double) sum.invokeExact(m.descriptor()));
      double[] back = new double[4];
      m.copyTo(back);
      assertArrayEquals(new double[] {1, 3, 6, 10}, back); // the function wrote prefix sums
    }
  }

  @Test
  void offsetAndSizesComeFromTheDescriptor() throws Throwable {
    try (ExecutionEngine e = engine(0); Arena arena = Arena.ofConfined()) {
      var data = arena.allocateFrom(JAVA_DOUBLE, 100, 1, 2, 100);
      MemRefDescriptor m = MemRefDescriptor.of(arena, data, 1, new long[] {2}, new long[] {1});
      MethodHandle sum = e.function("_mlir_ciface_sum", FunctionDescriptor.of(JAVA_DOUBLE, ADDRESS));
      assertEquals(3.0, (double) sum.invokeExact(m.descriptor()));
    }
  }

  @Test
  void resolvesRuntimeAndLibcSymbols() throws Throwable {
    // memrefCopy is the support object's native code (RuntimeIr), strlen the C library's.
    try (ExecutionEngine e = engine(1); Arena arena = Arena.ofConfined()) {
      MethodHandle f = e.function("use_runtime", FunctionDescriptor.of(JAVA_LONG, ADDRESS, ADDRESS));
      var src = MemRefDescriptor.ofArray(arena, new long[] {-17, 4, 9, 2, 5, 6}, 2, 3);
      // The destination: a 2x3 window with strides [8, 2] at offset 1 of a 16-element buffer.
      var buffer = arena.allocate(JAVA_LONG, 16);
      var dst = MemRefDescriptor.of(arena, buffer, 1, new long[] {2, 3}, new long[] {8, 2});
      assertEquals(5L, (long) f.invokeExact(src.unranked(arena), dst.unranked(arena)));
      long[] back = buffer.toArray(JAVA_LONG);
      assertArrayEquals(new long[] {0, -17, 0, 4, 0, 9, 0, 0, 0, 2, 0, 5, 0, 6, 0, 0}, back);
    }
  }

  @Test
  void memrefPrintersAndCopyAreTheSupportModulesCode() {
    for (String name : RunnerUtils.javaFunctions()) {
      boolean nativeCode = name.equals("memrefCopy") || name.startsWith("printMemref")
          || name.startsWith("_mlir_ciface_printMemref");
      assertEquals(nativeCode, RuntimeSymbols.inSupport(name), name);
      assertTrue(!nativeCode || RuntimeIr.support().contains("define void @" + RuntimeSymbols.supportSymbol(name) + "("), name);
    }
  }

  @Test
  void anEngineWithoutTheRuntimeCompilesTheSupportModuleWithoutMemrefs() throws LlvmException {
    var options = new ExecutionEngine.Options(1, 1, "", "", List.of(), false);
    byte[] ir = "define i64 @seven() {\n  ret i64 7\n}\n".getBytes(StandardCharsets.UTF_8);
    try (ExecutionEngine e = ExecutionEngine.create(ctx -> LlvmIr.parse(ctx, ir, "<seven>"),
        ExecutionEngine.setUpLazily(options, null), false)) {
      assertEquals(7L, e.callLong("seven"));
    }
  }

  @Test
  void theSupportModulesNamesAndIdMatchItsText() {
    // RuntimeSymbols answers without making the text: its names are exactly the functions the text
    // defines under support names, and its id is the text's hash (update SUPPORT_ID when this fails).
    String text = RuntimeIr.support();
    assertEquals(Integer.toHexString(text.hashCode()), RuntimeSymbols.SUPPORT_ID, "RuntimeSymbols.SUPPORT_ID");
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("define [^@]*@__jmlir_rt_([A-Za-z0-9_]+)\\(").matcher(text);
    int defined = 0;
    while (m.find()) {
      assertTrue(RuntimeSymbols.inSupport(m.group(1)), m.group(1));
      defined++;
    }
    assertEquals(17 + 11 * 3 + 8 + 4 + 1 + 1, defined);
    String core = RuntimeIr.supportWithoutMemrefs();
    assertTrue(!core.contains("__jmlir_mr_") && !core.contains("@__jmlir_rt_memrefCopy(")
        && core.contains("define void @__jmlir_rt_printI64(") && core.length() * 2 < text.length(), core);
    for (String name : List.of("printF16", "printBF16", "printMemrefX", "_mlir_ciface_printMemref1dF16",
        "_mlir_ciface_printMemref5dF32", "_mlir_ciface_verifyMemRefF32", "printMemref", "main")) {
      assertTrue(!RuntimeSymbols.inSupport(name), name);
    }
  }

  @Test
  void javaRuntimeFunctionsGetTheirArgumentsAndResultsThroughTheWrappers() throws LlvmException {
    // Each C type the runtime's Java functions take or return: i32, i64 and bool arguments, i64, i8
    // and bool results (MLIR's apfloat wrappers on half-precision bits), packed into one i64.
    String ir = """
        declare i1 @_mlir_apfloat_isnan(i32, i64)
        declare i64 @_mlir_apfloat_add(i32, i64, i64)
        declare i8 @_mlir_apfloat_compare(i32, i64, i64)
        declare i64 @_mlir_apfloat_convert_to_int(i32, i32, i1, i64)
        define i64 @f() {
          %n = call i1 @_mlir_apfloat_isnan(i32 0, i64 32256)
          %s = call i64 @_mlir_apfloat_add(i32 0, i64 15360, i64 15360)
          %c = call i8 @_mlir_apfloat_compare(i32 0, i64 16384, i64 15360)
          %i = call i64 @_mlir_apfloat_convert_to_int(i32 0, i32 32, i1 true, i64 16384)
          %n64 = zext i1 %n to i64
          %c64 = zext i8 %c to i64
          %c4 = shl i64 %c64, 4
          %i8 = shl i64 %i, 8
          %s16 = shl i64 %s, 16
          %a = or i64 %n64, %c4
          %b = or i64 %a, %i8
          %r = or i64 %b, %s16
          ret i64 %r
        }
        """;
    long expected = (ApFloatRuntime.isnan(0, 0x7e00) ? 1 : 0)
        | (ApFloatRuntime.compare(0, 0x4000, 0x3c00) & 0xffL) << 4
        | ApFloatRuntime.convert_to_int(0, 32, true, 0x4000) << 8
        | ApFloatRuntime.add(0, 0x3c00, 0x3c00) << 16;
    try (ExecutionEngine e = ExecutionEngine.fromIr(ir.getBytes(StandardCharsets.UTF_8), ExecutionEngine.Options.defaults())) {
      assertEquals(expected, e.callLong("f"));
    }
    assertEquals(1 | 2 << 4 | 2 << 8 | 0x4000L << 16, expected, "isnan, greater, 2, 1+1 in half precision");
  }

  @Test
  void missingSymbolIsAnError() throws LlvmException {
    try (ExecutionEngine e = engine(0)) {
      LlvmException ex = assertThrows(LlvmException.class, () -> e.lookup("nope"));
      assertTrue(ex.getMessage().contains("nope"), ex.getMessage());
      assertTrue(e.has("add"));
    }
  }

  @Test
  void badIrIsAnError() {
    LlvmException ex = assertThrows(LlvmException.class,
        () -> ExecutionEngine.fromIr("define i32 @f( {".getBytes(StandardCharsets.UTF_8), ExecutionEngine.Options.defaults()));
    assertTrue(ex.getMessage().contains("error"), ex.getMessage());
  }

  @Test
  void addedModuleThatParsesButIsInvalidIsRefused() throws LlvmException {
    // Parses, but %x does not dominate its use: the verifier's error, not a crash in code generation.
    String invalid = """
        define i64 @broken(i1 %c, i64 %a) {
        entry:
          br i1 %c, label %then, label %join
        then:
          %x = add i64 %a, 1
          br label %join
        join:
          ret i64 %x
        }
        """;
    try (ExecutionEngine e = engine(0)) {
      LlvmException ex = assertThrows(LlvmException.class,
          () -> e.addIr(invalid.getBytes(StandardCharsets.UTF_8), "extra"));
      assertTrue(ex.getMessage().contains("'extra' is invalid"), ex.getMessage());
      assertTrue(e.has("add"));
    }
  }

  @Test
  void optLevelMinusOneRunsNoPasses() throws LlvmException {
    String ir = """
        define i64 @triple(i64 %x) alwaysinline {
          %r = mul i64 %x, 3
          ret i64 %r
        }
        define i64 @f() {
          %r = call i64 @triple(i64 14)
          ret i64 %r
        }
        """;
    ExecutionEngine.Options none = new ExecutionEngine.Options(-1, 2, "", "", List.of(), false);
    String kept = new String(ExecutionEngine.compile(ctx -> LlvmIr.parse(ctx, ir.getBytes(StandardCharsets.UTF_8), "t"),
        none, true), StandardCharsets.UTF_8);
    assertTrue(kept.contains("triple"), kept.substring(kept.indexOf("f:")));
    assertTrue(kept.substring(kept.indexOf("f:")).contains("call"), kept);
    String inlined = new String(ExecutionEngine.compile(ctx -> LlvmIr.parse(ctx, ir.getBytes(StandardCharsets.UTF_8), "t"),
        none.withOptLevel(0), true), StandardCharsets.UTF_8);
    assertTrue(!inlined.substring(inlined.indexOf("f:")).contains("call"), inlined);
    assertThrows(IllegalArgumentException.class, () -> new ExecutionEngine.Options(-2, 2, "", "", List.of(), false));
  }

  @Test
  void emitsAnElfObjectFile() throws LlvmException {
    byte[] obj = ExecutionEngine.compile(ctx -> LlvmIr.parse(ctx, IR.getBytes(StandardCharsets.UTF_8), "t"),
        ExecutionEngine.Options.defaults(), false);
    assertEquals(0x7f, obj[0]);
    assertEquals("ELF", new String(obj, 1, 3, StandardCharsets.US_ASCII));
    String asm = new String(ExecutionEngine.compile(ctx -> LlvmIr.parse(ctx, IR.getBytes(StandardCharsets.UTF_8), "t"),
        ExecutionEngine.Options.defaults(), true), StandardCharsets.UTF_8);
    assertTrue(asm.contains("add:"), asm);
    try (ExecutionEngine e = ExecutionEngine.create(ctx -> LlvmIr.parse(ctx, IR.getBytes(StandardCharsets.UTF_8), "t"),
        ExecutionEngine.Options.defaults(), true)) {
      assertEquals("ELF", new String(e.objectFile(), 1, 3, StandardCharsets.US_ASCII));
    }
  }

  @Test
  void constructorsRunInOrder() throws Throwable {
    String ir = """
        @x = global i64 0
        define void @c1() { store i64 7, ptr @x
          ret void }
        define i64 @get() { %v = load i64, ptr @x
          ret i64 %v }
        """;
    try (ExecutionEngine e = ExecutionEngine.fromIr(ir.getBytes(StandardCharsets.UTF_8), ExecutionEngine.Options.defaults())) {
      e.runConstructors(List.of("c1"));
      assertEquals(7L, (long) e.function("get", FunctionDescriptor.of(JAVA_LONG)).invokeExact());
    }
  }
}
