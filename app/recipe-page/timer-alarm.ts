/** What a timer does when it ends besides saying so: a short beep and a buzz where the device can. Loaded with the first timer. */
export function ring() {
  navigator.vibrate?.([300, 150, 300]);
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    // Three short beeps at 880 Hz, quiet enough not to startle.
    for (let i = 0; i < 3; i++) {
      const at = audio.currentTime + i * 0.35;
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = 880;
      gain.gain.setValueAtTime(0.2, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.25);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.25);
    }
    setTimeout(() => void audio.close().catch(() => {}), 1500);
  } catch (e) {
    // A browser refusing sound (no audio device, autoplay rules) still shows and says the timer ended.
    console.warn(`Step timer: no sound (${(e as Error).message})`);
  }
}
