console.log('The benchmark is not built yet (see the benchmarks issue).');
