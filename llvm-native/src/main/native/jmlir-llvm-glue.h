/*
 * jmlir's JNI glue for bytedeco's LLVM bindings, first part: the conversions the generated wrappers use
 * (JavaCPP's conventions, see org.jmlir.llvm.NativeGlueSource) and the natives of JavaCPP's pointer
 * classes that jmlir's use of LLVM reaches. Included by the generated jmlir-llvm-glue.c; its end,
 * jmlir-llvm-glue-init.h, loads libLLVM and registers everything (org.jmlir.llvm.NativeGlue).
 */
#include <jni.h>
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <malloc.h>

static jfieldID glue_address;
static jfieldID glue_position;
static jmethodID glue_init_mid;
static jclass glue_pointer_class;
static jclass glue_string_class;
static jmethodID glue_string_init;
static jobject glue_utf8;

/* A pointer argument: its address plus position times the element size (none for 0), NULL for null. */
static inline void* glue_ptr(JNIEnv* env, jobject o, jlong size) {
  if (o == NULL) {
    return NULL;
  }
  char* p = (char*)(intptr_t)(*env)->GetLongField(env, o, glue_address);
  if (size != 0) {
    p += (*env)->GetLongField(env, o, glue_position) * size;
  }
  return p;
}

/* A FunctionPointer argument: the function its C holder (at its address) holds first. */
static inline void* glue_fptr(JNIEnv* env, jobject o) {
  char* holder = glue_ptr(env, o, 0);
  return holder == NULL ? NULL : *(void**)holder;
}

/* `this` of a pointer class's native: address plus position times size; NULL (a NullPointerException
 * thrown, as JavaCPP does) when the address is 0. */
static void* glue_this(JNIEnv* env, jobject o, jlong size) {
  char* p = (char*)(intptr_t)(*env)->GetLongField(env, o, glue_address);
  if (p == NULL) {
    jclass npe = (*env)->FindClass(env, "java/lang/NullPointerException");
    if (npe != NULL) {
      (*env)->ThrowNew(env, npe, "This pointer address is NULL.");
    }
    return NULL;
  }
  return p + (*env)->GetLongField(env, o, glue_position) * size;
}

/* A String argument as UTF-8 (String.getBytes() with UTF-8, unpaired surrogates as '?'), malloc'd. */
static char* glue_str(JNIEnv* env, jstring s) {
  if (s == NULL) {
    return NULL;
  }
  jsize n = (*env)->GetStringLength(env, s);
  char* out = malloc((size_t)n * 3 + 1);
  if (out == NULL) {
    return NULL;
  }
  const jchar* c = (*env)->GetStringCritical(env, s, NULL);
  char* o = out;
  for (jsize i = 0; c != NULL && i < n; i++) {
    uint32_t u = c[i];
    if (u < 0x80) {
      *o++ = (char)u;
    } else if (u < 0x800) {
      *o++ = (char)(0xc0 | (u >> 6));
      *o++ = (char)(0x80 | (u & 0x3f));
    } else if (u >= 0xd800 && u <= 0xdfff) {
      if (u <= 0xdbff && i + 1 < n && c[i + 1] >= 0xdc00 && c[i + 1] <= 0xdfff) {
        uint32_t cp = 0x10000 + ((u - 0xd800) << 10) + (c[i + 1] - 0xdc00);
        i++;
        *o++ = (char)(0xf0 | (cp >> 18));
        *o++ = (char)(0x80 | ((cp >> 12) & 0x3f));
        *o++ = (char)(0x80 | ((cp >> 6) & 0x3f));
        *o++ = (char)(0x80 | (cp & 0x3f));
      } else {
        *o++ = '?';
      }
    } else {
      *o++ = (char)(0xe0 | (u >> 12));
      *o++ = (char)(0x80 | ((u >> 6) & 0x3f));
      *o++ = (char)(0x80 | (u & 0x3f));
    }
  }
  *o = 0;
  if (c != NULL) {
    (*env)->ReleaseStringCritical(env, s, c);
  }
  return out;
}

/* A C string result as a String decoded as UTF-8 (new String(bytes), as JavaCPP makes it); null for NULL. */
__attribute__((unused)) static jstring glue_string(JNIEnv* env, const char* s) {
  if (s == NULL) {
    return NULL;
  }
  size_t n = strlen(s);
  int ascii = 1;
  for (size_t i = 0; i < n; i++) {
    if ((unsigned char)s[i] >= 0x80) {
      ascii = 0;
      break;
    }
  }
  if (ascii) {
    return (*env)->NewStringUTF(env, s);
  }
  jbyteArray bytes = (*env)->NewByteArray(env, (jsize)n);
  if (bytes == NULL) {
    return NULL;
  }
  (*env)->SetByteArrayRegion(env, bytes, 0, (jsize)n, (const jbyte*)s);
  jstring r = (*env)->NewObject(env, glue_string_class, glue_string_init, bytes, glue_utf8);
  (*env)->DeleteLocalRef(env, bytes);
  return r;
}


static jmethodID glue_buffer_array;
static jmethodID glue_buffer_array_offset;
static jmethodID glue_buffer_position;

/* A java.nio buffer argument (JavaCPP's way): a direct buffer's address plus its position times the
 * element size; NULL for null. For a buffer over an array, NULL with *array set to the array and *offset to
 * its array offset plus position in elements (the wrapper takes the array's elements, copied back after). */
static char* glue_buffer(JNIEnv* env, jobject b, jlong size, jarray* array, jint* offset) {
  if (b == NULL) {
    return NULL;
  }
  char* p = (*env)->GetDirectBufferAddress(env, b);
  jint position = (*env)->CallIntMethod(env, b, glue_buffer_position);
  if (p != NULL) {
    return p + (jlong)position * size;
  }
  jarray a = (jarray)(*env)->CallObjectMethod(env, b, glue_buffer_array);
  jint start = a == NULL ? 0 : (*env)->CallIntMethod(env, b, glue_buffer_array_offset);
  if ((*env)->ExceptionCheck(env)) {
    (*env)->ExceptionClear(env);
    return NULL;
  }
  *array = a;
  *offset = (jint)((start + (jlong)position) * size);
  return NULL;
}

/* A pointer result: a new object of the declared class (no constructor run, as JavaCPP's AllocObject)
 * with its address set; null for NULL. The class is looked up on its first result. */
static jobject glue_object(JNIEnv* env, jclass* slot, const char* name, void* r) {
  if (r == NULL) {
    return NULL;
  }
  jclass c = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
  if (c == NULL) {
    jclass local = (*env)->FindClass(env, name);
    if (local == NULL) {
      return NULL;
    }
    c = (*env)->NewGlobalRef(env, local);
    (*env)->DeleteLocalRef(env, local);
    __atomic_store_n(slot, c, __ATOMIC_RELEASE);
  }
  jobject o = (*env)->AllocObject(env, c);
  if (o != NULL) {
    (*env)->SetLongField(env, o, glue_address, (jlong)(intptr_t)r);
  }
  return o;
}

/* ---- JavaCPP's pointer classes ---- */

static void glue_free(void* p) {
  free(p);
}

/* allocateArray(long): zeroed memory of n elements, owned by the object (Pointer.init registers its
 * deallocator, as JavaCPP's does). A failed allocation leaves the address 0 (the Java side then throws). */
static void glue_allocate(JNIEnv* env, jobject self, jlong n, size_t size) {
  void* p = calloc(n > 0 ? (size_t)n : 1, size);
  if (p == NULL) {
    return;
  }
  (*env)->CallNonvirtualVoidMethod(env, self, glue_pointer_class, glue_init_mid, (jlong)(intptr_t)p, n,
                                   (jlong)(intptr_t)p, (jlong)(intptr_t)&glue_free);
}

static void JNICALL bp_allocateArray(JNIEnv* env, jobject self, jlong n) { glue_allocate(env, self, n, 1); }
static void JNICALL pp_allocateArray(JNIEnv* env, jobject self, jlong n) { glue_allocate(env, self, n, 8); }
static void JNICALL sp_allocateArray(JNIEnv* env, jobject self, jlong n) { glue_allocate(env, self, n, 8); }

static void JNICALL nd_deallocate(JNIEnv* env, jobject self, jlong owner, jlong deallocator) {
  if (owner != 0 && deallocator != 0) {
    ((void (*)(void*))(intptr_t)deallocator)((void*)(intptr_t)owner);
  }
}

/* The process's resident bytes, from /proc/self/statm (what JavaCPP's counts too). */
static jlong glue_resident(void) {
  int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    return 0;
  }
  char buf[128];
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) {
    return 0;
  }
  buf[n] = 0;
  char* s = strchr(buf, ' ');
  return s == NULL ? 0 : (jlong)strtoll(s + 1, NULL, 10) * (jlong)sysconf(_SC_PAGESIZE);
}

static jlong JNICALL p_physicalBytes(JNIEnv* env, jclass c) { return glue_resident(); }
static jlong JNICALL p_physicalBytesInaccurate(JNIEnv* env, jclass c, jlong max) { return glue_resident(); }
static jboolean JNICALL p_trimMemory(JNIEnv* env, jclass c) { return malloc_trim(0) ? JNI_TRUE : JNI_FALSE; }
static jlong JNICALL p_totalPhysicalBytes(JNIEnv* env, jclass c) {
  return (jlong)sysconf(_SC_PHYS_PAGES) * (jlong)sysconf(_SC_PAGESIZE);
}
static jlong JNICALL p_availablePhysicalBytes(JNIEnv* env, jclass c) {
  return (jlong)sysconf(_SC_AVPHYS_PAGES) * (jlong)sysconf(_SC_PAGESIZE);
}

/* BytePointer: element i is the byte at address + position + i; the typed accessors read and write
 * at that byte offset, unaligned. */
#define GLUE_BP_ACCESS(NAME, JT, SIG_GET, SIG_PUT)                                                      \
  static JT JNICALL bp_get##NAME(JNIEnv* env, jobject self, jlong i) {                              \
    char* p = glue_this(env, self, 1);                                                               \
    JT v = 0;                                                                                         \
    if (p != NULL) memcpy(&v, p + i, sizeof v);                                                      \
    return v;                                                                                         \
  }                                                                                                   \
  static jobject JNICALL bp_put##NAME(JNIEnv* env, jobject self, jlong i, JT v) {                   \
    char* p = glue_this(env, self, 1);                                                               \
    if (p != NULL) memcpy(p + i, &v, sizeof v);                                                      \
    return self;                                                                                      \
  }
GLUE_BP_ACCESS(, jbyte, "(J)B", "(JB)")
GLUE_BP_ACCESS(Short, jshort, "(J)S", "(JS)")
GLUE_BP_ACCESS(Int, jint, "(J)I", "(JI)")
GLUE_BP_ACCESS(Long, jlong, "(J)J", "(JJ)")
GLUE_BP_ACCESS(Float, jfloat, "(J)F", "(JF)")
GLUE_BP_ACCESS(Double, jdouble, "(J)D", "(JD)")
GLUE_BP_ACCESS(Char, jchar, "(J)C", "(JC)")

static jboolean JNICALL bp_getBool(JNIEnv* env, jobject self, jlong i) {
  char* p = glue_this(env, self, 1);
  return p != NULL && p[i] != 0 ? JNI_TRUE : JNI_FALSE;
}
static jobject JNICALL bp_putBool(JNIEnv* env, jobject self, jlong i, jboolean v) {
  char* p = glue_this(env, self, 1);
  if (p != NULL) p[i] = v ? 1 : 0;
  return self;
}

static jobject JNICALL bp_getArray(JNIEnv* env, jobject self, jbyteArray a, jint offset, jint length) {
  char* p = glue_this(env, self, 1);
  if (p != NULL && a != NULL) (*env)->SetByteArrayRegion(env, a, offset, length, (const jbyte*)p);
  return self;
}
static jobject JNICALL bp_putArray(JNIEnv* env, jobject self, jbyteArray a, jint offset, jint length) {
  char* p = glue_this(env, self, 1);
  if (p != NULL && a != NULL) (*env)->GetByteArrayRegion(env, a, offset, length, (jbyte*)p);
  return self;
}
static jlong JNICALL bp_strlen(JNIEnv* env, jclass c, jobject s) {
  const char* p = glue_ptr(env, s, 1);
  return p == NULL ? 0 : (jlong)strlen(p);
}

/* PointerPointer: element i is the pointer at (void**)address + position + i. */
static jobject JNICALL pp_get(JNIEnv* env, jobject self, jclass cls, jlong i) {
  void** p = glue_this(env, self, 8);
  if (p == NULL || p[i] == NULL) {
    return NULL;
  }
  jobject o = (*env)->AllocObject(env, cls != NULL ? cls : glue_pointer_class);
  if (o != NULL) {
    (*env)->SetLongField(env, o, glue_address, (jlong)(intptr_t)p[i]);
  }
  return o;
}
static jobject JNICALL pp_put(JNIEnv* env, jobject self, jlong i, jobject v) {
  void** p = glue_this(env, self, 8);
  if (p != NULL) p[i] = glue_ptr(env, v, 1);
  return self;
}

/* SizeTPointer: element i is the size_t at address + (position + i) * 8. */
static jlong JNICALL sp_get(JNIEnv* env, jobject self, jlong i) {
  size_t* p = glue_this(env, self, 8);
  return p == NULL ? 0 : (jlong)p[i];
}
static jobject JNICALL sp_put(JNIEnv* env, jobject self, jlong i, jlong v) {
  size_t* p = glue_this(env, self, 8);
  if (p != NULL) p[i] = (size_t)v;
  return self;
}

/* LLVMOrcDisposeCAPIDefinitionGeneratorFunction.call(Pointer): the void(void*) function its holder
 * holds, called (jmlir's trampolines: a cell holding a JIT-compiled function's address). */
static void JNICALL fn_call(JNIEnv* env, jobject self, jobject arg) {
  void** holder = (void**)(intptr_t)(*env)->GetLongField(env, self, glue_address);
  if (holder == NULL || *holder == NULL) {
    jclass npe = (*env)->FindClass(env, "java/lang/NullPointerException");
    if (npe != NULL) (*env)->ThrowNew(env, npe, "This function pointer address is NULL.");
    return;
  }
  ((void (*)(void*))*holder)(glue_ptr(env, arg, 1));
}

#define GLUE_M(NAME, SIG, FN) {(char*)NAME, (char*)SIG, (void*)FN}
static const JNINativeMethod glue_pointer_methods[] = {
  GLUE_M("physicalBytes", "()J", p_physicalBytes),
  GLUE_M("physicalBytesInaccurate", "(J)J", p_physicalBytesInaccurate),
  GLUE_M("trimMemory", "()Z", p_trimMemory),
  GLUE_M("totalPhysicalBytes", "()J", p_totalPhysicalBytes),
  GLUE_M("availablePhysicalBytes", "()J", p_availablePhysicalBytes),
};
static const JNINativeMethod glue_deallocator_methods[] = {
  GLUE_M("deallocate", "(JJ)V", nd_deallocate),
};
static const JNINativeMethod glue_byte_pointer_methods[] = {
  GLUE_M("allocateArray", "(J)V", bp_allocateArray),
  GLUE_M("get", "(J)B", bp_get),
  GLUE_M("put", "(JB)Lorg/bytedeco/javacpp/BytePointer;", bp_put),
  GLUE_M("getShort", "(J)S", bp_getShort),
  GLUE_M("putShort", "(JS)Lorg/bytedeco/javacpp/BytePointer;", bp_putShort),
  GLUE_M("getInt", "(J)I", bp_getInt),
  GLUE_M("putInt", "(JI)Lorg/bytedeco/javacpp/BytePointer;", bp_putInt),
  GLUE_M("getLong", "(J)J", bp_getLong),
  GLUE_M("putLong", "(JJ)Lorg/bytedeco/javacpp/BytePointer;", bp_putLong),
  GLUE_M("getFloat", "(J)F", bp_getFloat),
  GLUE_M("putFloat", "(JF)Lorg/bytedeco/javacpp/BytePointer;", bp_putFloat),
  GLUE_M("getDouble", "(J)D", bp_getDouble),
  GLUE_M("putDouble", "(JD)Lorg/bytedeco/javacpp/BytePointer;", bp_putDouble),
  GLUE_M("getChar", "(J)C", bp_getChar),
  GLUE_M("putChar", "(JC)Lorg/bytedeco/javacpp/BytePointer;", bp_putChar),
  GLUE_M("getBool", "(J)Z", bp_getBool),
  GLUE_M("putBool", "(JZ)Lorg/bytedeco/javacpp/BytePointer;", bp_putBool),
  GLUE_M("get", "([BII)Lorg/bytedeco/javacpp/BytePointer;", bp_getArray),
  GLUE_M("put", "([BII)Lorg/bytedeco/javacpp/BytePointer;", bp_putArray),
  GLUE_M("strlen", "(Lorg/bytedeco/javacpp/BytePointer;)J", bp_strlen),
};
static const JNINativeMethod glue_pointer_pointer_methods[] = {
  GLUE_M("allocateArray", "(J)V", pp_allocateArray),
  GLUE_M("get", "(Ljava/lang/Class;J)Lorg/bytedeco/javacpp/Pointer;", pp_get),
  GLUE_M("put", "(JLorg/bytedeco/javacpp/Pointer;)Lorg/bytedeco/javacpp/PointerPointer;", pp_put),
};
static const JNINativeMethod glue_size_t_pointer_methods[] = {
  GLUE_M("allocateArray", "(J)V", sp_allocateArray),
  GLUE_M("get", "(J)J", sp_get),
  GLUE_M("put", "(JJ)Lorg/bytedeco/javacpp/SizeTPointer;", sp_put),
};
static const JNINativeMethod glue_function_methods[] = {
  GLUE_M("call", "(Lorg/bytedeco/javacpp/Pointer;)V", fn_call),
};
