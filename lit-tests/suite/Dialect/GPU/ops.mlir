// Every gpu op in its custom form: parse, print, parse again, print the same.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jopt | jfilecheck %s

module attributes {gpu.container_module} {
  // CHECK-LABEL: gpu.module @kernels
  gpu.module @kernels {
    // CHECK: gpu.func @scale(%[[BUF:.*]]: memref<?xf32>, %{{.*}}: f32) workgroup(%[[WG:.*]] : memref<64xf32, #gpu.address_space<workgroup>>) private(%{{.*}} : memref<2xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>}
    gpu.func @scale(%buf: memref<?xf32>, %factor: f32)
        workgroup(%tile: memref<64xf32, #gpu.address_space<workgroup>>)
        private(%scratch: memref<2xf32, #gpu.address_space<private>>)
        kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      // CHECK: %[[TX:.*]] = gpu.thread_id  x
      %tx = gpu.thread_id x
      // CHECK: %block_id_y = gpu.block_id  y
      %by = gpu.block_id y
      // CHECK: %block_dim_z = gpu.block_dim  z upper_bound 8
      %bz = gpu.block_dim z upper_bound 8
      // CHECK: %grid_dim_x = gpu.grid_dim  x
      %gx = gpu.grid_dim x
      // CHECK: %global_id_y = gpu.global_id  y
      %gy = gpu.global_id y
      // CHECK: %cluster_block_id_z = gpu.cluster_block_id  z
      %cz = gpu.cluster_block_id z
      // CHECK: gpu.lane_id upper_bound 32
      %lane = gpu.lane_id upper_bound 32
      // CHECK: gpu.subgroup_size : index
      %sgs = gpu.subgroup_size : index
      // CHECK: gpu.num_subgroups upper_bound 4 : index
      %nsg = gpu.num_subgroups upper_bound 4 : index
      %v = memref.load %buf[%tx] : memref<?xf32>
      memref.store %v, %tile[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
      // CHECK: gpu.barrier
      gpu.barrier
      %one = arith.constant 1 : i32
      %w = arith.constant 32 : i32
      // CHECK: %shuffleResult, %valid = gpu.shuffle  down %{{.*}}, %{{.*}}, %{{.*}} : f32
      %s, %ok = gpu.shuffle down %v, %one, %w : f32
      // CHECK: %rotateResult, %valid_0 = gpu.rotate %{{.*}}, 1, 16 : f32
      %r, %ok2 = gpu.rotate %v, 1, 16 : f32
      // CHECK: gpu.all_reduce  maxnumf %{{.*}} uniform {
      // CHECK-NEXT: } : (f32) -> f32
      %m = gpu.all_reduce maxnumf %v uniform {} : (f32) -> f32
      // CHECK: gpu.all_reduce  %{{.*}} {
      // CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
      // CHECK: gpu.yield %{{.*}} : f32
      %sum = gpu.all_reduce %v {
      ^bb0(%a: f32, %b: f32):
        %t = arith.addf %a, %b : f32
        gpu.yield %t : f32
      } : (f32) -> f32
      // CHECK: gpu.subgroup_reduce  add %{{.*}} cluster(size = 8, stride = 2) : (f32) -> f32
      %sr = gpu.subgroup_reduce add %v cluster(size = 8, stride = 2) : (f32) -> f32
      // CHECK: gpu.subgroup_reduce  mul %{{.*}} uniform cluster(size = 4) : (f32) -> f32
      %sr2 = gpu.subgroup_reduce mul %v uniform cluster(size = 4, stride = 1) : (f32) -> f32
      // CHECK: gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      // CHECK: gpu.printf "v=%f\0A", %{{.*}} : f32
      gpu.printf "v=%f\n", %v : f32
      // CHECK: gpu.return
      gpu.return
    }
    // CHECK: gpu.func @helper(%{{.*}}: f32) -> f32 {
    gpu.func @helper(%x: f32) -> f32 {
      // CHECK: gpu.return %{{.*}} : f32
      gpu.return %x : f32
    }
  }

  // CHECK-LABEL: func.func @host
  func.func @host(%buf: memref<?xf32>, %n: index, %f: f32) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %shm = arith.constant 256 : i32
    // CHECK: gpu.launch_func  @kernels::@scale blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}})  args(%{{.*}} : memref<?xf32>, %{{.*}} : f32)
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%buf : memref<?xf32>, %f : f32)
    // CHECK: %[[T0:.*]] = gpu.wait async
    %t0 = gpu.wait async
    // CHECK: gpu.launch_func async [%[[T0]]] @kernels::@scale clusters in ({{.*}}) blocks in ({{.*}}) threads in ({{.*}})  dynamic_shared_memory_size %{{.*}} args(
    %t1 = gpu.launch_func async [%t0] @kernels::@scale clusters in (%c1, %c1, %c1) blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) dynamic_shared_memory_size %shm args(%buf : memref<?xf32>, %f : f32)
    // CHECK: %memref, %asyncToken = gpu.alloc async [%{{.*}}] (%{{.*}}) : memref<?xf32>
    %d, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    // CHECK: gpu.memcpy async [%asyncToken] %memref, %{{.*}} : memref<?xf32>, memref<?xf32>
    %t3 = gpu.memcpy async [%t2] %d, %buf : memref<?xf32>, memref<?xf32>
    // CHECK: gpu.memset async [%{{.*}}] %memref, %{{.*}} : memref<?xf32>, f32
    %t4 = gpu.memset async [%t3] %d, %f : memref<?xf32>, f32
    // CHECK: gpu.dealloc async [%{{.*}}] %memref : memref<?xf32>
    %t5 = gpu.dealloc async [%t4] %d : memref<?xf32>
    // CHECK: gpu.wait [%{{.*}}]
    gpu.wait [%t5]
    // CHECK: gpu.alloc  host_shared () : memref<4xf32>
    %h = gpu.alloc host_shared () : memref<4xf32>
    // CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%[[TX2:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) workgroup(%{{.*}} : memref<8xf32, #gpu.address_space<workgroup>>) {
    // CHECK: memref.load %{{.*}}[%[[TX2]]]
    // CHECK: gpu.terminator
    // CHECK-NEXT: } {tag}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
               workgroup(%w: memref<8xf32, #gpu.address_space<workgroup>>) {
      %v = memref.load %buf[%tx] : memref<?xf32>
      gpu.terminator
    } {tag}
    // CHECK: %{{.*}} = gpu.launch async [%{{.*}}] blocks
    // CHECK-SAME: dynamic_shared_memory_size %{{.*}} module(@outlined) function(@body) {
    %t6 = gpu.launch async [%t0] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
               dynamic_shared_memory_size %shm module(@outlined) function(@body) {
      gpu.terminator
    }
    return
  }
}
