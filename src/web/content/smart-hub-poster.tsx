/** A designed poster for the Smart Hub section (the intro video of Callie is not produced yet). */
export function SmartHubPoster() {
  return (
    <figure className="relative overflow-hidden rounded-[2rem] bg-terracotta-700 text-ivory-50 shadow-lift">
      <svg viewBox="0 0 600 420" className="block h-auto w-full" role="img" aria-labelledby="smart-hub-poster-title">
        <title id="smart-hub-poster-title">Callie, the Bountiful concierge, arranging a table for a group dinner</title>
        <defs>
          <radialGradient id="hub-glow" cx="70%" cy="30%" r="70%">
            <stop offset="0" stopColor="#e39676" />
            <stop offset="1" stopColor="#853a23" />
          </radialGradient>
          <pattern id="hub-dots" width="18" height="18" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.2" fill="#fbf6ec" opacity="0.18" />
          </pattern>
        </defs>
        <rect width="600" height="420" fill="url(#hub-glow)" />
        <rect width="600" height="420" fill="url(#hub-dots)" />
        {/* A long table seen from above, set for a dinner party. */}
        <rect x="110" y="200" width="380" height="92" rx="46" fill="#4d2317" opacity="0.55" />
        <rect x="120" y="192" width="360" height="92" rx="46" fill="#fbf6ec" />
        {[160, 220, 280, 340, 400, 440].map((x, i) => (
          <g key={x}>
            <circle cx={x} cy={i % 2 ? 222 : 254} r="15" fill="none" stroke="#c05a37" strokeWidth="3" />
            <circle cx={x} cy={i % 2 ? 222 : 254} r="7" fill="#efbba4" />
          </g>
        ))}
        {[150, 210, 270, 330, 390, 450].map((x) => (
          <circle key={`top-${x}`} cx={x} cy="172" r="13" fill="#fbf6ec" opacity="0.9" />
        ))}
        {[180, 240, 300, 360, 420].map((x) => (
          <circle key={`bottom-${x}`} cx={x} cy="306" r="13" fill="#fbf6ec" opacity="0.9" />
        ))}
        <path d="M300 200 v-14" stroke="#d9a441" strokeWidth="3" strokeLinecap="round" />
        <circle cx="300" cy="181" r="5" fill="#d9a441" />
        {/* Callie's speech bubble. */}
        <g transform="translate(56 50)">
          <rect width="250" height="74" rx="22" fill="#fffdf8" />
          <path d="M40 74 l-6 18 l22 -18 z" fill="#fffdf8" />
          <text x="22" y="32" fill="#1a1815" style={{ font: '600 17px "Fraunces Variable", Georgia, serif' }}>
            Table for 24, Friday at 7?
          </text>
          <text x="22" y="54" fill="#615b50" style={{ font: '400 13px "DM Sans Variable", system-ui, sans-serif' }}>
            I found three private rooms.
          </text>
        </g>
        <g transform="translate(440 64)">
          <circle r="34" fill="#fbf6ec" />
          <text
            y="9"
            textAnchor="middle"
            fill="#a4482a"
            style={{ font: '600 28px "Fraunces Variable", Georgia, serif' }}
          >
            C
          </text>
        </g>
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 px-7 py-5">
        <span className="font-display text-xl font-semibold">Meet Callie</span>
        <span className="text-sm text-terracotta-100">Part software, part human, all hospitality</span>
      </figcaption>
    </figure>
  )
}
