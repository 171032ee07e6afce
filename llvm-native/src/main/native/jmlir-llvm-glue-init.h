/*
 * jmlir's JNI glue, last part (after the generated wrappers and tables): NativeGlue.init, which loads
 * libLLVM (the file JavaCPP's cache holds), looks up every wrapped function, and only then registers the
 * natives (nothing is registered when a step fails: the caller then loads JavaCPP's libraries).
 */

/* LLVM's C API defines the native target's initialisers inline (llvm-c/Target.h, for the host the
 * library was built for, x86-64 here): no symbol in libLLVM; they call the X86 target's. */
static void* glue_llvm;

static int glue_call_all(const char* const* names, int n) {
  for (int i = 0; i < n; i++) {
    void (*f)(void) = (void (*)(void))dlsym(glue_llvm, names[i]);
    if (f == NULL) {
      return 1;
    }
    f();
  }
  return 0;
}

static int glue_native_target(void) {
  static const char* const names[] = {"LLVMInitializeX86TargetInfo", "LLVMInitializeX86Target",
                                      "LLVMInitializeX86TargetMC"};
  return glue_call_all(names, 3);
}
static int glue_native_asm_printer(void) {
  static const char* const names[] = {"LLVMInitializeX86AsmPrinter"};
  return glue_call_all(names, 1);
}
static int glue_native_asm_parser(void) {
  static const char* const names[] = {"LLVMInitializeX86AsmParser"};
  return glue_call_all(names, 1);
}
static int glue_native_disassembler(void) {
  static const char* const names[] = {"LLVMInitializeX86Disassembler"};
  return glue_call_all(names, 1);
}

static void* glue_lookup(void* handle, const char* name) {
#if defined(__x86_64__)
  if (strcmp(name, "LLVMInitializeNativeTarget") == 0) return (void*)glue_native_target;
  if (strcmp(name, "LLVMInitializeNativeAsmPrinter") == 0) return (void*)glue_native_asm_printer;
  if (strcmp(name, "LLVMInitializeNativeAsmParser") == 0) return (void*)glue_native_asm_parser;
  if (strcmp(name, "LLVMInitializeNativeDisassembler") == 0) return (void*)glue_native_disassembler;
#endif
  return dlsym(handle, name);
}

static int glue_register(JNIEnv* env, jobject cls, const JNINativeMethod* m, int n) {
  if (cls == NULL || (*env)->RegisterNatives(env, (jclass)cls, m, n) != 0) {
    (*env)->ExceptionClear(env);
    return 0;
  }
  return 1;
}

/*
 * int NativeGlue.init(String libLLVM, Class<?>[] classes, Object utf8): classes are LLVM, Pointer,
 * Pointer$NativeDeallocator, BytePointer, PointerPointer, SizeTPointer,
 * LLVMOrcDisposeCAPIDefinitionGeneratorFunction, String; utf8 is StandardCharsets.UTF_8. 0: done; 1: libLLVM
 * did not load; 2: a function is missing from it; 3: a member of JavaCPP's Pointer is missing; 4: a
 * registration failed (those before it stay, equivalent to JavaCPP's).
 */
JNIEXPORT jint JNICALL Java_org_jmlir_llvm_NativeGlue_init(JNIEnv* env, jclass self, jstring path, jobjectArray classes,
                                                           jobject utf8) {
  const char* p = (*env)->GetStringUTFChars(env, path, NULL);
  if (p == NULL) {
    return 1;
  }
  void* handle = dlopen(p, RTLD_LAZY | RTLD_LOCAL);
  (*env)->ReleaseStringUTFChars(env, path, p);
  if (handle == NULL) {
    return 1;
  }
  glue_llvm = handle;
  for (int i = 0; i < GLUE_COUNT; i++) {
    glue_fn[i] = glue_lookup(handle, glue_symbol[i]);
    if (glue_fn[i] == NULL) {
      return 2;
    }
  }
  jobject c[8];
  for (int i = 0; i < 8; i++) {
    c[i] = (*env)->GetObjectArrayElement(env, classes, i);
  }
  glue_pointer_class = (*env)->NewGlobalRef(env, c[1]);
  glue_string_class = (*env)->NewGlobalRef(env, c[7]);
  glue_utf8 = (*env)->NewGlobalRef(env, utf8);
  glue_address = (*env)->GetFieldID(env, (jclass)c[1], "address", "J");
  glue_position = glue_address == NULL ? NULL : (*env)->GetFieldID(env, (jclass)c[1], "position", "J");
  glue_init_mid = glue_position == NULL ? NULL : (*env)->GetMethodID(env, (jclass)c[1], "init", "(JJJJ)V");
  glue_string_init = glue_init_mid == NULL ? NULL
      : (*env)->GetMethodID(env, (jclass)c[7], "<init>", "([BLjava/nio/charset/Charset;)V");
  jclass buffer = glue_string_init == NULL ? NULL : (*env)->FindClass(env, "java/nio/Buffer");
  glue_buffer_array = buffer == NULL ? NULL : (*env)->GetMethodID(env, buffer, "array", "()Ljava/lang/Object;");
  glue_buffer_array_offset = glue_buffer_array == NULL ? NULL : (*env)->GetMethodID(env, buffer, "arrayOffset", "()I");
  glue_buffer_position = glue_buffer_array_offset == NULL ? NULL : (*env)->GetMethodID(env, buffer, "position", "()I");
  if (glue_buffer_position == NULL) {
    (*env)->ExceptionClear(env);
    return 3;
  }
  int ok = glue_register(env, c[1], glue_pointer_methods, sizeof glue_pointer_methods / sizeof *glue_pointer_methods)
      && glue_register(env, c[2], glue_deallocator_methods, 1)
      && glue_register(env, c[3], glue_byte_pointer_methods,
                       sizeof glue_byte_pointer_methods / sizeof *glue_byte_pointer_methods)
      && glue_register(env, c[4], glue_pointer_pointer_methods, 3)
      && glue_register(env, c[5], glue_size_t_pointer_methods, 3)
      && glue_register(env, c[6], glue_function_methods, 1)
      && (GLUE_COUNT == 0 || glue_register(env, c[0], glue_llvm_methods, GLUE_COUNT));
  return ok ? 0 : 4;
}

/*
 * int NativeGlue.properties(Class<?> loader): puts JavaCPP's platform properties, as its Loader builds them
 * on this platform (glue_properties, which the build captured from JavaCPP's own Loader.loadProperties()),
 * into the Loader's cache (its static platformProperties) unless something is there already. Then no
 * JavaCPP class's initialiser reads org/bytedeco/javacpp/properties/<platform>.properties from the class
 * path: a JVM's first class-path resource read loads libjimage and links natives, each waiting for the
 * dynamic loader's lock while libLLVM loads (BENCHMARKS.md, issue 12). Initialises Loader
 * (GetStaticFieldID does). 0: done or already there; 1: a member is missing; 2: a call failed (an
 * exception, cleared; the cache is left as it was).
 */
JNIEXPORT jint JNICALL Java_org_jmlir_llvm_NativeGlue_properties(JNIEnv* env, jclass self, jclass loader) {
  jclass properties = (*env)->FindClass(env, "java/util/Properties");
  jmethodID init = properties == NULL ? NULL : (*env)->GetMethodID(env, properties, "<init>", "()V");
  jmethodID put = init == NULL ? NULL
      : (*env)->GetMethodID(env, properties, "put", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;");
  jfieldID field = put == NULL ? NULL
      : (*env)->GetStaticFieldID(env, loader, "platformProperties", "Ljava/util/Properties;");
  if (field == NULL) {
    (*env)->ExceptionClear(env);
    return 1;
  }
  jobject cached = (*env)->GetStaticObjectField(env, loader, field);
  if (cached != NULL) {
    return 0;
  }
  jobject p = (*env)->NewObject(env, properties, init);
  for (int i = 0; p != NULL && i < GLUE_PROPERTY_COUNT; i++) {
    jstring k = (*env)->NewStringUTF(env, glue_properties[2 * i]);
    jstring v = k == NULL ? NULL : (*env)->NewStringUTF(env, glue_properties[2 * i + 1]);
    if (v == NULL) {
      break;
    }
    (*env)->DeleteLocalRef(env, (*env)->CallObjectMethod(env, p, put, k, v));
    (*env)->DeleteLocalRef(env, k);
    (*env)->DeleteLocalRef(env, v);
    if ((*env)->ExceptionCheck(env)) {
      break;
    }
  }
  if (p == NULL || (*env)->ExceptionCheck(env)) {
    (*env)->ExceptionClear(env);
    return 2;
  }
  (*env)->SetStaticObjectField(env, loader, field, p);
  return 0;
}
