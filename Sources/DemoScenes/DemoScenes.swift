// DemoScenes: the demo's scenes, menu, HUD and help, written against ViewCore alone so that tests
// can open every scene headless.
